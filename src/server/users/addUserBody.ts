import { z } from 'zod'
import { ROLES } from '@/shared/acl'
import { humanNameSchema } from '@/shared/text/humanName'
import { USER_STATUSES } from './userStatuses'

/**
 * POST /apps/users/add-user's body: `{ data: { fullName, email, role, status? } }`. Names follow the one
 * text rule for names (trimmed, spaces made one, no control, invisible or direction characters); addresses are trimmed (their case is kept for display and ignored for
 * uniqueness). `status` defaults to `pending`: the person has not signed in yet. `platformUserId` is kept
 * when the person was found in the directory.
 */
export const addUserBodySchema = z.strictObject(
  {
    data: z.strictObject(
      {
        // the one rule for names people read (src/shared/text/humanName.ts)
        fullName: humanNameSchema('data.fullName'),
        email: z
          .string({ error: 'data.email must be text.' })
          .trim()
          .max(254, 'data.email may be 254 characters at most.')
          .pipe(z.email({ error: 'data.email must be an e-mail address.' })),
        role: z.enum(ROLES, { error: `data.role must be one of ${ROLES.join(', ')}.` }),
        status: z
          .enum(USER_STATUSES, { error: `data.status must be one of ${USER_STATUSES.join(', ')}.` })
          .default('pending'),
        // the Genesys Cloud user id, when the person was picked from the directory (GET /apps/users/directory)
        platformUserId: z
          .string({ error: 'data.platformUserId must be text.' })
          .regex(/^[A-Za-z0-9-]{1,64}$/, 'data.platformUserId must be a Genesys Cloud user id.')
          .optional()
      },
      {
        error: 'data must be an object with fullName, email, role and (optionally) status and platformUserId.'
      }
    )
  },
  { error: 'The body must be a JSON object: { "data": { … } }.' }
)

export type AddUserInput = z.output<typeof addUserBodySchema>['data']
