/** Campaign sequences per organisation; names are unique per organisation, case-insensitively. */
import type { ListingLag } from '../listingLag'
import type { SequenceRecord } from './sequenceRecord'

export class SequenceStore {
  private sequences = new Map<string, SequenceRecord>()

  constructor(private readonly listingLag?: ListingLag) {}

  clear(): void {
    this.sequences.clear()
  }

  all(orgId: string): SequenceRecord[] {
    return [...this.sequences.values()].filter(sequence => sequence.organizationId === orgId)
  }

  find(orgId: string, id: string): SequenceRecord | undefined {
    const sequence = this.sequences.get(id)
    return sequence?.organizationId === orgId ? sequence : undefined
  }

  nameTaken(orgId: string, name: string, exceptId?: string): boolean {
    const wanted = name.toLowerCase()
    return this.all(orgId).some(s => s.id !== exceptId && s.name.toLowerCase() === wanted)
  }

  insert(sequence: SequenceRecord): void {
    this.sequences.set(sequence.id, sequence)
  }

  /** Before a PUT changes it: listings may go on showing it as it was (listingLag.ts). */
  changing(sequence: SequenceRecord): void {
    this.listingLag?.changing('sequence', sequence)
  }

  remove(sequence: SequenceRecord): void {
    this.listingLag?.changing('sequence', sequence)
    this.sequences.delete(sequence.id)
  }

  /** The sequences that have the campaign among theirs. */
  using(orgId: string, campaignId: string): SequenceRecord[] {
    return this.all(orgId).filter(sequence => sequence.campaignIds.includes(campaignId))
  }
}
