/** Campaign sequences per organisation (the versioned-object store, kit/versionedStore.ts). */
import { VersionedStore } from '../kit/versionedStore'
import type { SequenceRecord } from './sequenceRecord'

export class SequenceStore extends VersionedStore<SequenceRecord> {
  /** The sequences that have the campaign among theirs. */
  using(orgId: string, campaignId: string): SequenceRecord[] {
    return this.all(orgId).filter(sequence => sequence.campaignIds.includes(campaignId))
  }
}
