/**
 * A do-not-call list as the emulator keeps it: the platform's DncList fields and, for internal lists (`rds`,
 * `rds_custom`), their phone numbers in E.164 with an optional expiry.
 */
import type { ImportStatus } from './contactRecord'

/** The platform's dncSourceType values; only internal lists take numbers through the API. */
export const DNC_SOURCE_TYPES = ['rds', 'rds_custom', 'dnc.com', 'gryphon'] as const
export type DncSourceType = (typeof DNC_SOURCE_TYPES)[number]
export const INTERNAL_SOURCES: readonly DncSourceType[] = ['rds', 'rds_custom']

export const CONTACT_METHODS = ['Phone', 'Email', 'WhatsApp'] as const
export type ContactMethod = (typeof CONTACT_METHODS)[number]

export interface DncListRecord {
  id: string
  organizationId: string
  name: string
  divisionId: string
  dncSourceType: DncSourceType
  contactMethod: ContactMethod
  loginId?: string
  licenseId?: string
  dncCodes?: string[]
  campaignId?: string
  customExclusionColumn?: string
  dateCreated: string
  dateModified: string
  version: number
  /** E.164 number → when it stops blocking (epoch ms), or null for never */
  numbers: Map<string, number | null>
  /** the last import applied; absent for a list never imported into */
  importStatus?: ImportStatus
}

/** What POST/PUT set on a list (everything but id, organisation, dates, version and numbers). */
export type DncListInput = Pick<
  DncListRecord,
  | 'name'
  | 'divisionId'
  | 'dncSourceType'
  | 'contactMethod'
  | 'loginId'
  | 'licenseId'
  | 'dncCodes'
  | 'campaignId'
  | 'customExclusionColumn'
>
