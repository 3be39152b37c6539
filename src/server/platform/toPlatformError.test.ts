/** @jest-environment node */
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios'
import { PlatformError } from './PlatformError'
import { parseRetryAfter, toPlatformError } from './toPlatformError'

const WHAT = 'GET /api/v2/users/me'

function answered(status: number, data: unknown, headers: Record<string, string> = {}) {
  const config = { headers: new AxiosHeaders({ Authorization: 'Bearer secret-token' }) }
  const response = { status, data, headers, config, statusText: '' } as AxiosResponse
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response)
}

describe('toPlatformError', () => {
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [429, 'rate_limited'],
    [500, 'unavailable'],
    [503, 'unavailable'],
    [404, 'failed'],
    [400, 'failed']
  ])('classifies %i as %s', (status, kind) => {
    expect(toPlatformError(answered(status, {}), WHAT, 10_000).kind).toBe(kind)
  })

  it('keeps the platform’s status and code and names the call, never the token', () => {
    const error = toPlatformError(answered(401, { code: 'bad.credentials', message: 'no' }), WHAT, 10_000)
    expect(error).toBeInstanceOf(PlatformError)
    expect(error.status).toBe(401)
    expect(error.code).toBe('bad.credentials')
    expect(error.message).toBe('Genesys Cloud answered 401 (bad.credentials) to GET /api/v2/users/me')
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(
      'secret-token'
    )
    expect(error.cause).toBeUndefined()
  })

  it('reads Retry-After on a 429', () => {
    expect(toPlatformError(answered(429, {}, { 'retry-after': '12' }), WHAT, 10_000).retryAfterSeconds).toBe(
      12
    )
  })

  it('reports a timeout as timeout and an unreachable platform as unavailable', () => {
    const timeout = toPlatformError(new AxiosError('timeout', 'ETIMEDOUT'), WHAT, 10_000)
    expect(timeout.kind).toBe('timeout')
    expect(timeout.message).toBe('Genesys Cloud did not answer GET /api/v2/users/me within 10000 ms')
    const refused = toPlatformError(new AxiosError('refused', 'ECONNREFUSED'), WHAT, 10_000)
    expect(refused.kind).toBe('unavailable')
    expect(refused.message).toContain('ECONNREFUSED')
  })

  it('keeps the platform’s message, and on a 403 the permission it names', () => {
    const error = toPlatformError(
      answered(403, {
        code: 'missing.permissions',
        message: 'You are missing the following permission(s): outbound:campaign:start'
      }),
      WHAT,
      10_000
    )
    expect(error.platformMessage).toBe('You are missing the following permission(s): outbound:campaign:start')
    expect(error.permission).toBe('outbound:campaign:start')
    expect(
      toPlatformError(answered(400, { message: 'x'.repeat(1000) }), WHAT, 1).platformMessage
    ).toHaveLength(300)
  })

  it('names the first of the permissions a 403 says any one of would do', () => {
    const error = toPlatformError(
      answered(403, {
        code: 'missing.any.permissions',
        message:
          'Unable to perform the requested action. You must have at least one of the following permissions assigned: [outbound:campaign:recycle, outbound:campaign:edit]'
      }),
      WHAT,
      10_000
    )
    expect(error.permission).toBe('outbound:campaign:recycle')
  })

  it('reads a 400 saying the version does not match the current one as the 409 conflict it is', () => {
    const error = toPlatformError(
      answered(400, {
        code: 'bad.request',
        message: 'The version supplied (3) does not match the current version (4) of the campaign.'
      }),
      'PUT /api/v2/outbound/campaigns/c-1',
      10_000
    )
    expect(error).toMatchObject({ kind: 'failed', status: 409, code: 'general.conflict' })
    expect(error.message).toBe(
      'Genesys Cloud answered 400 (bad.request) to PUT /api/v2/outbound/campaigns/c-1'
    )
    const other = toPlatformError(answered(400, { code: 'invalid.property', message: 'bad' }), WHAT, 1)
    expect(other).toMatchObject({ status: 400, code: 'invalid.property' })
  })

  it('reports anything else as failed', () => {
    expect(toPlatformError(new Error('bug'), WHAT, 10_000).kind).toBe('failed')
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3)
    expect(parseRetryAfter('1.2')).toBe(2)
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30)
    expect(parseRetryAfter('soon')).toBeUndefined()
    expect(parseRetryAfter(undefined)).toBeUndefined()
  })
})
