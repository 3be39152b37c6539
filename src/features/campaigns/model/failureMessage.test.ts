import { capabilityReason } from './capabilityReason'
import { asFailureLike, currentOf, failureText, retryAfterSecondsOf } from './failureMessage'

describe('failure texts of the campaigns API', () => {
  it('names the missing Genesys Cloud permission', () => {
    const failure = {
      status: 403,
      code: 'platform.missing_permission',
      message: 'x',
      details: { permission: 'outbound:campaign:start' }
    }
    // the shared wording (src/shared/permissions): one permission, its name said by the screens' texts
    expect(failureText(asFailureLike(failure))).toEqual({
      key: 'permissionNeeded.one',
      values: { permissions: 'outbound:campaign:start' }
    })
    expect(failureText({ status: 403, code: 'platform.missing_permission' })).toEqual({
      key: 'permissionNeeded.unknown',
      values: {}
    })
  })

  it('names every permission of a refusal: one of several, or all of them', () => {
    const recycle = {
      status: 403,
      code: 'platform.missing_permission',
      message: 'x',
      details: {
        permission: 'outbound:campaign:recycle',
        permissions: ['outbound:campaign:recycle', 'outbound:campaign:edit'],
        anyOf: true
      }
    }
    expect(failureText(asFailureLike(recycle))).toEqual({
      key: 'permissionNeeded.any',
      values: { permissions: 'outbound:campaign:recycle,outbound:campaign:edit' }
    })
    expect(
      failureText({
        status: 403,
        code: 'platform.missing_permission',
        permissions: ['outbound:campaign:edit', 'outbound:campaign:view'],
        anyOf: false
      })
    ).toEqual({
      key: 'permissionNeeded.all',
      values: { permissions: 'outbound:campaign:edit,outbound:campaign:view' }
    })
  })

  it('names every permission that opens an action the person may not do', () => {
    const lacks = { allowed: false as const, reason: 'platform' as const }
    const capabilities = {
      create: { allowed: true as const },
      edit: { ...lacks, permission: 'outbound:campaign:edit', permissions: ['outbound:campaign:edit'] },
      delete: lacks,
      start: { allowed: true as const },
      stop: { allowed: true as const },
      recycle: {
        ...lacks,
        permission: 'outbound:campaign:recycle',
        permissions: ['outbound:campaign:recycle', 'outbound:campaign:edit'],
        anyOf: true
      }
    }
    expect(capabilityReason(capabilities, 'recycle')).toEqual({
      key: 'permissionNeeded.any',
      values: { permissions: 'outbound:campaign:recycle,outbound:campaign:edit' }
    })
    expect(capabilityReason(capabilities, 'edit')).toEqual({
      key: 'permissionNeeded.one',
      values: { permissions: 'outbound:campaign:edit' }
    })
    expect(capabilityReason(capabilities, 'delete')).toEqual({
      key: 'permissionNeeded.one',
      values: { permissions: 'outbound:campaign:delete' }
    })
    expect(capabilityReason(capabilities, 'create')).toBeNull()
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
