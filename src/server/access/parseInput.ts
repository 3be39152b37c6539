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
 * The query string through its zod schema; 400 naming every problem (up to five), with `code`
 * (`query.invalid` for /apps; the campaigns API answers every bad input as `request.invalid`).
 */
export const parseQuery = <S extends z.ZodType>(
  schema: S,
  query: unknown,
  code = 'query.invalid'
): z.output<S> => parse(schema, query, code, 'query', 'parameter')

/** A JSON body through its zod schema; 400 naming every problem (up to five), `body.invalid` unless told. */
export const parseBody = <S extends z.ZodType>(
  schema: S,
  body: unknown,
  code = 'body.invalid'
): z.output<S> => parse(schema, body, code, 'body', 'field')
