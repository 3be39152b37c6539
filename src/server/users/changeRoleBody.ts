import { z } from 'zod'
import { ROLES } from '@/shared/acl'

/** PATCH /apps/users/change-role's body: `{ data: { id: "<user id>", role } }`. */
export const changeRoleBodySchema = z.strictObject(
  {
    data: z.strictObject(
      {
        id: z.uuid({ error: 'data.id must be the id of a user (a UUID).' }),
        role: z.enum(ROLES, { error: `data.role must be one of ${ROLES.join(', ')}.` })
      },
      { error: 'data must be an object with id and role.' }
    )
  },
  { error: 'The body must be a JSON object: { "data": { "id": "<user id>", "role": "<role>" } }.' }
)
export type ChangeRoleInput = z.infer<typeof changeRoleBodySchema>['data']
