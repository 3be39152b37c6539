import { z } from 'zod'
import { domainRefSchema } from './outboundModels'

/**
 * The parts of the platform's contact-list and do-not-call models this app reads (the SDK's index.d.ts:
 * ContactList, ImportStatus, DialerContact, DncList, ExportUri). Tolerant like outboundModels.ts: an odd
 * field becomes absent rather than failing the call.
 */
const optionalString = z.string().min(1).optional().catch(undefined)
const count = z.number().finite().nonnegative().catch(0)

/**
 * ImportStatus. The SDK documents the states IN_PROGRESS and FAILED only; what a finished import reads is not
 * documented (a COMPLETED-like state, or IN_PROGRESS at 100 %): the state is read as any text and interpreted by
 * `toListImport` (src/server/outboundLists).
 */
export const importStatusSchema = z.looseObject({
  state: z.string().catch(''),
  totalRecords: count,
  completedRecords: count,
  percentComplete: count,
  failureReason: optionalString
})
export type PlatformImportStatus = z.output<typeof importStatusSchema>

export const contactListDetailSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  version: z.number().int().catch(0),
  dateModified: optionalString,
  division: domainRefSchema.optional().catch(undefined),
  columnNames: z.array(z.string()).catch([]),
  phoneColumns: z
    .array(
      z.looseObject({
        columnName: z.string().min(1),
        type: z.string().catch('cell'),
        callableTimeColumn: optionalString
      })
    )
    .catch([]),
  size: z.number().int().nonnegative().optional().catch(undefined),
  importStatus: importStatusSchema.optional().catch(undefined)
})
export type PlatformContactListDetail = z.output<typeof contactListDetailSchema>

const cellText = z.union([z.string(), z.number(), z.boolean()]).transform(String)

export const dialerContactSchema = z.looseObject({
  id: z.string().min(1),
  data: z.record(z.string(), cellText.nullable().catch(null)).catch({}),
  callable: z.boolean().catch(true),
  phoneNumberStatus: z.record(z.string(), z.looseObject({ callable: z.boolean().catch(true) })).catch({}),
  callRecords: z
    .record(z.string(), z.looseObject({ lastAttempt: optionalString, lastResult: optionalString }))
    .catch({})
})
export type PlatformDialerContact = z.output<typeof dialerContactSchema>

export const contactPageSchema = z.looseObject({
  entities: z.array(z.unknown()).catch([]),
  total: z.number().int().nonnegative().optional().catch(undefined)
})

export const exportUriSchema = z.looseObject({
  uri: z.string().min(1),
  exportTimestamp: optionalString
})

export const dncListSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  version: z.number().int().catch(0),
  dateModified: optionalString,
  division: domainRefSchema.optional().catch(undefined),
  dncSourceType: z.string().catch('rds'),
  contactMethod: optionalString,
  size: z.number().int().nonnegative().optional().catch(undefined),
  importStatus: importStatusSchema.optional().catch(undefined)
})
export type PlatformDncList = z.output<typeof dncListSchema>
