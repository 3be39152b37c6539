import { z } from 'zod'

/**
 * One query parameter of an API route, checked with `schema`. A value arrives as a string, or as an array when
 * the parameter is repeated (refused: `once` says what to do instead). An empty value (the browser sends
 * `role=` for "any role") means "not given".
 */
export const given = <T extends z.ZodType<unknown, string>>(
  name: string,
  schema: T,
  once = `${name} must be given once.`
) =>
  z.preprocess(
    value => (value === '' ? undefined : value),
    z
      .union([z.string(), z.array(z.string())], { error: `${name} must be text.` })
      .refine(value => !Array.isArray(value), once)
      .pipe(schema)
      .optional()
  )

/** A whole number from `min` to `max`, written in digits (never `1e3`, `0x10` or ` 7`). */
export const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}.`
  return z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message))
}
