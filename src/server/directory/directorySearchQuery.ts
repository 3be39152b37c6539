import { z } from 'zod'

/** the fewest characters a lookup sends: fewer would match most of an organisation */
export const MIN_DIRECTORY_QUERY = 2
export const MAX_DIRECTORY_QUERY = 100

/** GET /apps/users/directory's query: `q`, part of a name or an address (2–100 characters once trimmed). */
export const directorySearchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'q must be given once, as text.' })
    .trim()
    .min(MIN_DIRECTORY_QUERY, `q must be at least ${MIN_DIRECTORY_QUERY} characters.`)
    .max(MAX_DIRECTORY_QUERY, `q may be ${MAX_DIRECTORY_QUERY} characters at most.`)
})
