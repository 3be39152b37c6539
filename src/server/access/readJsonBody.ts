import type { IncomingMessage } from 'node:http'
import { ApiError } from './ApiError'

/** The largest request body the /apps API reads (16 KiB: an add-user body is a few hundred bytes). */
export const MAX_BODY_BYTES = 16 * 1024

const tooLarge = (maxBytes: number) =>
  new ApiError(413, 'body.too_large', `The body is larger than ${maxBytes / 1024} KiB.`, {
    headers: { Connection: 'close' }
  })

const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i

/**
 * Reads a JSON request body. The /apps routes turn Next's body parser off and read the body here, because
 * Next answers a malformed or oversized body itself, in plain text, before the route runs; here every
 * refusal is the API's JSON `{message, code}`:
 * 415 without a JSON Content-Type (which also keeps other sites' plain forms out: a cross-site JSON request
 * needs a CORS preflight this app never grants), 413 over MAX_BODY_BYTES, 400 when empty, not UTF-8 or not JSON.
 */
export async function readJsonBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  if (!jsonType.test(req.headers['content-type'] ?? ''))
    throw new ApiError(
      415,
      'body.unsupported_media_type',
      'Send the body as JSON, with the header Content-Type: application/json.'
    )
  if (Number(req.headers['content-length']) > maxBytes) throw tooLarge(maxBytes)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) throw tooLarge(maxBytes)
    chunks.push(chunk)
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
  } catch {
    throw new ApiError(400, 'body.invalid_encoding', 'The body is not valid UTF-8 text.')
  }
  if (!text.trim()) throw new ApiError(400, 'body.missing', 'The request needs a JSON body.')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ApiError(400, 'body.malformed_json', 'The body is not valid JSON.')
  }
}
