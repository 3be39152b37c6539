/** Reads a control request's JSON body and checks it against a zod schema: 400 bad.request naming the field. */
import type { z } from 'zod'
import { apiError } from '../errors'
import type { Reply } from '../reply'
import { readJson, type RequestContext } from '../requestContext'

/** "times: Too small: expected number to be >=1; path: Invalid input" */
const describeIssues = (error: z.ZodError) =>
  error.issues
    .map(issue => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ')

export async function parseBody<T extends z.ZodType>(
  ctx: RequestContext,
  schema: T
): Promise<{ ok: true; value: z.output<T> } | { ok: false; reply: Reply }> {
  const body = await readJson(ctx)
  if (!body.ok) return { ok: false, reply: apiError(400, 'bad.request', body.message, ctx.correlationId) }
  const parsed = schema.safeParse(body.value)
  if (!parsed.success) {
    return {
      ok: false,
      reply: apiError(
        400,
        'bad.request',
        `Invalid request body: ${describeIssues(parsed.error)}`,
        ctx.correlationId
      )
    }
  }
  return { ok: true, value: parsed.data }
}
