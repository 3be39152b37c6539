import { z } from 'zod'
import { ROLES } from '@/shared/acl'
import { USER_STATUSES } from './userStatuses'

// Control characters (new lines, NUL…) have no place in a name and would break lists and logs.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/

/**
 * POST /apps/users/add-user's body: `{ data: { fullName, email, role, status? } }`. Names are trimmed with
 * inner runs of spaces made one; addresses are trimmed (their case is kept for display and ignored for
 * uniqueness). `status` defaults to `pending`: the person has not signed in yet.
 */
export const addUserBodySchema = z.strictObject(
  {
    data: z.strictObject(
      {
        fullName: z
          .string({ error: 'data.fullName must be text.' })
          .refine(value => !controlCharacters.test(value), 'data.fullName may not hold control characters.')
          .transform(value => value.trim().replace(/\s+/g, ' '))
          .pipe(
            z
              .string()
              .min(1, 'data.fullName may not be empty.')
              .max(100, 'data.fullName may be 100 characters at most.')
          ),
        email: z
          .string({ error: 'data.email must be text.' })
          .trim()
          .max(254, 'data.email may be 254 characters at most.')
          .pipe(z.email({ error: 'data.email must be an e-mail address.' })),
        role: z.enum(ROLES, { error: `data.role must be one of ${ROLES.join(', ')}.` }),
        status: z
          .enum(USER_STATUSES, { error: `data.status must be one of ${USER_STATUSES.join(', ')}.` })
          .default('pending')
      },
      { error: 'data must be an object with fullName, email, role and (optionally) status.' }
    )
  },
  { error: 'The body must be a JSON object: { "data": { … } }.' }
)

export type AddUserInput = z.output<typeof addUserBodySchema>['data']
