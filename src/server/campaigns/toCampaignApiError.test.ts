/** @jest-environment node */
import { ApiError } from '@/server/access/ApiError'
import { PlatformError, type PlatformErrorDetails } from '@/server/platform'
import { toCampaignApiError } from './toCampaignApiError'

const context = { permission: 'outbound:campaign:start' }

function mapped(details: PlatformErrorDetails): ApiError {
  const error = toCampaignApiError(new PlatformError('Genesys Cloud answered', details), context)
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError')
  return error
}

describe('toCampaignApiError', () => {
  it.each([
    [{ kind: 'unauthorized', status: 401 }, 401, 'platform.session_expired'],
    [{ kind: 'timeout' }, 504, 'platform.timeout'],
    [{ kind: 'unavailable', status: 503 }, 502, 'platform.unavailable'],
    [{ kind: 'unavailable' }, 502, 'platform.unavailable'],
    [{ kind: 'failed', status: 404, code: 'not.found' }, 404, 'campaign.not_found'],
    [{ kind: 'failed', status: 409, code: 'general.conflict' }, 409, 'campaign.version_conflict'],
    [{ kind: 'failed', status: 409, code: 'campaign.stopping' }, 409, 'campaign.busy'],
    [{ kind: 'failed', status: 409, code: 'campaign.not.off' }, 409, 'campaign.not_off'],
    [{ kind: 'failed', status: 400, code: 'campaign.active.limit.reached' }, 409, 'campaign.active_limit'],
    [{ kind: 'failed', status: 400, code: 'campaign.invalid' }, 409, 'campaign.invalid'],
    [{ kind: 'failed', status: 400, code: 'invalid.property' }, 400, 'request.invalid'],
    [{ kind: 'failed', status: 200 }, 502, 'platform.unavailable']
  ] as const)('maps %j to %i %s', (details, status, code) => {
    expect(mapped(details)).toMatchObject({ status, code })
  })

  it('names the permission the platform named, or else the one the call needs', () => {
    expect(mapped({ kind: 'forbidden', status: 403, permission: 'outbound:campaign:stop' }).details).toEqual({
      permission: 'outbound:campaign:stop',
      permissions: ['outbound:campaign:stop'],
      anyOf: false
    })
    expect(mapped({ kind: 'forbidden', status: 403 }).details).toEqual({
      permission: 'outbound:campaign:start',
      permissions: ['outbound:campaign:start'],
      anyOf: false
    })
  })

  it('names every permission of either wording: all of them, or one of them', () => {
    const anyOf = mapped({
      kind: 'forbidden',
      status: 403,
      platformMessage:
        'Unable to perform the requested action. You must have at least one of the following permissions assigned: [outbound:campaign:recycle, outbound:campaign:edit]'
    })
    expect(anyOf.details).toEqual({
      permission: 'outbound:campaign:recycle',
      permissions: ['outbound:campaign:recycle', 'outbound:campaign:edit'],
      anyOf: true
    })
    expect(anyOf.message).toBe(
      'Your Genesys Cloud user needs one of the permissions outbound:campaign:recycle, outbound:campaign:edit.'
    )
    const allOf = mapped({
      kind: 'forbidden',
      status: 403,
      platformMessage:
        'You are missing the following permission(s): outbound:campaign:edit, outbound:campaign:view'
    })
    expect(allOf).toMatchObject({
      message:
        'Your Genesys Cloud user lacks the permissions outbound:campaign:edit, outbound:campaign:view.',
      details: { anyOf: false, permissions: ['outbound:campaign:edit', 'outbound:campaign:view'] }
    })
  })

  it('names what an action several permissions open needs when the platform does not say', () => {
    const error = toCampaignApiError(
      new PlatformError('Genesys Cloud answered', { kind: 'forbidden', status: 403 }),
      { permission: ['outbound:campaign:recycle', 'outbound:campaign:edit'] }
    )
    expect(error).toMatchObject({ details: { anyOf: true, permission: 'outbound:campaign:recycle' } })
  })

  it('passes on when to try again after a 429 or a too-early recycle', () => {
    const limited = mapped({ kind: 'rate_limited', status: 429, retryAfterSeconds: 7 })
    expect(limited).toMatchObject({
      status: 429,
      code: 'platform.rate_limited',
      details: { retryAfterSeconds: 7 }
    })
    expect(limited.headers).toEqual({ 'Retry-After': '7' })
    expect(
      mapped({ kind: 'failed', status: 400, code: 'recycle.too.frequent', retryAfterSeconds: 3 }).details
    ).toEqual({ retryAfterSeconds: 3 })
  })

  it('passes the platform’s reason for refusing input on', () => {
    expect(
      mapped({
        kind: 'failed',
        status: 400,
        code: 'name.already.exists',
        platformMessage: 'A campaign named "x" already exists.'
      }).message
    ).toBe('Genesys Cloud refused the request: A campaign named "x" already exists.')
  })

  it('leaves anything that is not a platform error alone', () => {
    const bug = new TypeError('bug')
    expect(toCampaignApiError(bug, context)).toBe(bug)
  })
})
