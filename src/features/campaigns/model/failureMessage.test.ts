import { asFailureLike, currentOf, failureText, retryAfterSecondsOf } from './failureMessage'

describe('failure texts of the campaigns API', () => {
  it('names the missing Genesys Cloud permission', () => {
    const failure = {
      status: 403,
      code: 'platform.missing_permission',
      message: 'x',
      details: { permission: 'outbound:campaign:start' }
    }
    expect(failureText(asFailureLike(failure))).toEqual({
      key: 'errors.missingPermission',
      values: { permission: 'outbound:campaign:start' }
    })
    expect(failureText({ status: 403, code: 'platform.missing_permission' })).toEqual({
      key: 'errors.missingSomePermission'
    })
  })

  it('maps the codes of the contract, and falls back by status', () => {
    expect(failureText({ status: 403, code: 'access.forbidden' }).key).toBe('errors.forbiddenRole')
    expect(failureText({ status: 429, code: 'platform.rate_limited' }).key).toBe('errors.rateLimited')
    expect(failureText({ status: 409, code: 'campaign.not_off' }).key).toBe('errors.notOff')
    expect(failureText({ status: null, code: 'network' }).key).toBe('errors.network')
    expect(failureText({ status: 503, code: 'whatever' }).key).toBe('errors.server')
    expect(failureText({ status: 418, code: 'whatever' }).key).toBe('errors.generic')
  })

  it('reads retryAfterSeconds and current from the details', () => {
    expect(
      retryAfterSecondsOf({
        status: 429,
        code: 'platform.rate_limited',
        message: '',
        details: { retryAfterSeconds: 4 }
      })
    ).toBe(4)
    expect(retryAfterSecondsOf({ status: 429, code: 'platform.rate_limited', message: '' })).toBeUndefined()
    expect(
      currentOf({
        status: 409,
        code: 'campaign.version_conflict',
        message: '',
        details: { current: { id: 'c' } }
      })
    ).toEqual({ id: 'c' })
  })
})
