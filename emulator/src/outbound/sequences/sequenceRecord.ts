/** A campaign sequence as the emulator keeps it (the platform's CampaignSequence, campaigns by id). */

export const SEQUENCE_STATUSES = ['on', 'off', 'complete'] as const
export type SequenceStatus = (typeof SEQUENCE_STATUSES)[number]

export interface SequenceInput {
  name: string
  campaignIds: string[]
  /** 0-based index into campaignIds */
  currentCampaign: number
  repeat: boolean
}

export interface SequenceRecord extends SequenceInput {
  id: string
  organizationId: string
  status: SequenceStatus
  /** why the sequence stopped on its own (a campaign that could not start, or was stopped) */
  stopMessage?: string
  version: number
  /** ISO, like the other listed entities (listing sorts compare them as text) */
  dateCreated: string
  dateModified: string
  /** when the current pass over the campaigns began (a repeat that comes round at the same instant stops) */
  passStartedAt?: number
}
