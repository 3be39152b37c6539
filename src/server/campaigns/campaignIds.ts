import { z } from 'zod'

/**
 * A platform entity id as the campaigns API accepts it: the platform's ids are UUIDs; letters, digits, `-` and
 * `_` (at most 64) leave room for other shapes while keeping anything that could bend a platform URL out.
 */
export const ID_PATTERN = /^[\w-]{1,64}$/

export const entityIdSchema = (name: string) =>
  z
    .string({ error: `${name} must be an id (text).` })
    .regex(ID_PATTERN, `${name} must be an id (letters, digits, - or _, at most 64).`)
