import { z } from 'zod'
import { UNLISTED_SIGN_IN_CHOICES } from './unlistedSignIn'

/** PUT /apps/users/settings's body: `{ data: { unlistedSignIn: "admin" | "supervisor" | "client" | "refuse" } }`. */
export const signInRuleBodySchema = z.strictObject(
  {
    data: z.strictObject(
      {
        unlistedSignIn: z.enum(UNLISTED_SIGN_IN_CHOICES, {
          error: `data.unlistedSignIn must be one of ${UNLISTED_SIGN_IN_CHOICES.join(', ')}.`
        })
      },
      { error: 'data must be an object with unlistedSignIn.' }
    )
  },
  { error: 'The body must be a JSON object: { "data": { "unlistedSignIn": "…" } }.' }
)
