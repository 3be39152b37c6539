import { z } from 'zod'
import type { SortDirection } from '@/shared/lists/listTypes'

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

/** An id of the platform's in the address (`/api/contact-lists/{id}`, a division filter). */
export const platformId = (name: string) =>
  z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, `${name} must be a Genesys Cloud id.`)

/**
 * The parameters every list's query shares: q (contains, any case; at most 100 characters), page (from 1),
 * pageSize (1 to `maxPageSize`), sort (`field` or `field:asc|desc`, one of `sortFields`).
 */
export function listQueryFields<F extends string>(sortFields: readonly F[], maxPageSize: number) {
  const sortPattern = new RegExp(`^(${sortFields.join('|')})(:(asc|desc))?$`)
  return {
    q: given('q', z.string().max(100, 'q may be 100 characters at most.')),
    page: given('page', wholeNumber('page', 1, 1_000_000)),
    pageSize: given('pageSize', wholeNumber('pageSize', 1, maxPageSize)),
    sort: given(
      'sort',
      z
        .string()
        .regex(sortPattern, `sort must be one of ${sortFields.join(', ')}, optionally with :asc or :desc.`)
    )
  }
}

/** The order a list is sorted in: the one asked for (ascending unless said), else `fallback`. */
export function appliedSort<F extends string>(
  sort: string | undefined,
  fallback: `${F}:${SortDirection}`
): `${F}:${SortDirection}` {
  const [field, direction = 'asc'] = (sort ?? fallback).split(':')
  return `${field}:${direction}` as `${F}:${SortDirection}`
}
