/** Campaign sequences per organisation; names are unique per organisation, case-insensitively. */
import type { SequenceRecord } from './sequenceRecord'

export class SequenceStore {
  private sequences = new Map<string, SequenceRecord>()

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

  remove(sequence: SequenceRecord): void {
    this.sequences.delete(sequence.id)
  }

  /** The sequences that have the campaign among theirs. */
  using(orgId: string, campaignId: string): SequenceRecord[] {
    return this.all(orgId).filter(sequence => sequence.campaignIds.includes(campaignId))
  }
}
