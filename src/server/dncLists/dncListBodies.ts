import { z } from 'zod'
import { E164_NUMBER, MAX_DNC_NUMBERS_PER_CALL } from '@/shared/dncLists/dncListTypes'

// The numbers named in a refusal: enough to find them, not a wall of text.
const NAMED = 5

/**
 * POST /api/dnc-lists/{id}/numbers: `{data: {action, numbers, expiresAt?}}`. 1 to 1,000 numbers (the platform's
 * limit per call), each in E.164 (the browser normalises what people write; anything else is named in the 400);
 * `expiresAt` an ISO 8601 time, with `add` only (whether it is in the future is the service's: it has the clock).
 */
export const changeDncNumbersBodySchema = z.strictObject({
  data: z
    .strictObject({
      action: z.enum(['add', 'remove'], { error: 'action must be add or remove.' }),
      numbers: z
        .array(
          z
            .string({ error: 'numbers must be phone numbers (text).' })
            .max(32, 'A number is 32 characters at most.'),
          {
            error: 'numbers must be a list of phone numbers.'
          }
        )
        .min(1, 'Send at least one number.')
        .max(MAX_DNC_NUMBERS_PER_CALL, `Send at most ${MAX_DNC_NUMBERS_PER_CALL} numbers per call.`)
        .superRefine((numbers, ctx) => {
          const bad = numbers.filter(number => !E164_NUMBER.test(number))
          if (bad.length > 0)
            ctx.addIssue({
              code: 'custom',
              message: `numbers must be in E.164 (+ and 6 to 15 digits, e.g. +14155550123); not: ${bad
                .slice(0, NAMED)
                .join(', ')}${bad.length > NAMED ? ` and ${bad.length - NAMED} more` : ''}.`
            })
        }),
      expiresAt: z.iso
        .datetime({ offset: true, error: 'expiresAt must be an ISO 8601 time, e.g. 2026-12-31T23:59:00Z.' })
        .optional()
    })
    .refine(data => data.action === 'add' || data.expiresAt === undefined, {
      message: 'expiresAt goes with add only.',
      path: ['expiresAt']
    })
})
export type DncNumbersChangeBody = z.output<typeof changeDncNumbersBodySchema>['data']
