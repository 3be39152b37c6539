import { z } from 'zod'

/** For endpoints that take no query parameters: any given is refused, so a misplaced field is not ignored. */
export const noQuerySchema = z.strictObject({})
