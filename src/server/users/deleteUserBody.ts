import { z } from 'zod'

/** DELETE /apps/users/delete's body: `{ data: "<the user's id>" }` (a UUID, as the list answers it). */
export const deleteUserBodySchema = z.strictObject(
  { data: z.uuid({ error: 'data must be the id of a user (a UUID).' }) },
  { error: 'The body must be a JSON object: { "data": "<user id>" }.' }
)
