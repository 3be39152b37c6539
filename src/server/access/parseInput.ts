import type { z } from 'zod'
import { ApiError } from './ApiError'

function describe(issue: z.core.$ZodIssue, noun: string): string {
  const path = issue.path.join('.')
  if (issue.code === 'unrecognized_keys')
    return `unknown ${noun}${issue.keys.length > 1 ? 's' : ''}${path ? ` in ${path}` : ''}: ${issue.keys.join(', ')}`
  // Our schemas' messages start with the field's name; zod's own ("expected string…") get it in front.
  const named = !path || issue.message.startsWith(path) || issue.message.startsWith(String(issue.path.at(-1)))
  return named ? issue.message : `${path}: ${issue.message}`
}

function parse<S extends z.ZodType>(schema: S, input: unknown, code: string, what: string, noun: string) {
  const result = schema.safeParse(input)
  if (result.success) return result.data as z.output<S>
  const issues = result.error.issues.slice(0, 5).map(issue => ({
    path: issue.path.map(String),
    message: describe(issue, noun)
  }))
  // The message names every problem; `issues` lets a form put each one at its field.
  throw new ApiError(
    400,
    code,
    `The ${what} is not valid: ${issues.map(issue => issue.message).join('; ')}`,
    {
      details: { issues }
    }
  )
}

/**
 * Names that must never be taken as parameters. Next builds `req.query` as a plain object, where
 * `?__proto__=x` does not become a key at all (it replaces the object's prototype), so the schema never sees
 * it and a strict schema would let it through silently; `constructor` and `prototype` shadow what every object
 * has. They are read from the address itself and refused like any unknown parameter.
 */
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype'])

/** The reserved names the request's own query string uses (decoded, as Next decodes them). */
function reservedNamesIn(url: string | undefined): string[] {
  const at = url?.indexOf('?') ?? -1
  if (!url || at < 0) return []
  const names = new Set<string>()
  for (const name of new URLSearchParams(url.slice(at + 1)).keys())
    if (RESERVED_NAMES.has(name)) names.add(name)
  return [...names]
}

/** What a route hands to parseQuery: Next's parsed query (with the dynamic segments) and the raw address. */
export interface QuerySource {
  query: unknown
  url?: string
}

/**
 * The query string through its zod schema; 400 naming every problem (up to five), with `code`
 * (`query.invalid` for /apps; the campaigns API answers every bad input as `request.invalid`). The schema
 * sees a copy of the query's own keys only; `__proto__`, `constructor` and `prototype` are refused first.
 */
export function parseQuery<S extends z.ZodType>(
  schema: S,
  { query, url }: QuerySource,
  code = 'query.invalid'
): z.output<S> {
  const reserved = reservedNamesIn(url)
  if (reserved.length > 0) {
    const message = `unknown parameter${reserved.length > 1 ? 's' : ''}: ${reserved.join(', ')}`
    throw new ApiError(400, code, `The query is not valid: ${message}`, {
      details: { issues: [{ path: [], message }] }
    })
  }
  const own = query && typeof query === 'object' ? Object.fromEntries(Object.entries(query)) : query
  return parse(schema, own, code, 'query', 'parameter')
}

/** A JSON body through its zod schema; 400 naming every problem (up to five), `body.invalid` unless told. */
export const parseBody = <S extends z.ZodType>(
  schema: S,
  body: unknown,
  code = 'body.invalid'
): z.output<S> => parse(schema, body, code, 'body', 'field')
