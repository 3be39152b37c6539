/** @jest-environment node */
import { createHash } from 'node:crypto'
import { PlatformError, type PlatformClient, type PlatformUserMe } from '@/server/platform'
import { AuthError } from './AuthError'
import { createRefusedTokens, type RefusedTokenStore } from './createRefusedTokens'
import { createTokenValidator } from './createTokenValidator'
import { createValidationCache } from './createValidationCache'

const averyMe: PlatformUserMe = {
  id: 'u1',
  name: 'Avery Admin',
  email: 'avery.admin@democc.example',
  username: 'avery.admin@democc.example',
  organization: { id: 'org-1', name: 'Demo Contact Centre', thirdPartyOrgName: 'democc' },
  authorization: { permissions: ['outbound:campaign:view', 'outbound:campaign:*'] }
}

/** The shared store of refusals (the database's refused_tokens), as a map of hash → expiry. */
function memoryStore() {
  const rows = new Map<string, string>()
  const store: RefusedTokenStore = {
    isRefused: async (hash, now) => (rows.get(hash) ?? '') > now,
    refuse: async (hash, _at, expiresAt) => void rows.set(hash, expiresAt),
    pruneBefore: async () => undefined
  }
  return { rows, store }
}

function setup(getUserMe: PlatformClient['getUserMe'], now?: () => number, shared = memoryStore()) {
  const platform = { getUserMe: jest.fn(getUserMe), request: jest.fn() }
  const cache = createValidationCache({ ttlMs: 60_000, maxEntries: 100, now })
  const refused = createRefusedTokens({ store: shared.store, now })
  return { platform, shared, validator: createTokenValidator({ platform, cache, refused }) }
}

async function refusal(promise: Promise<unknown>): Promise<AuthError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught
  )
  if (!(error instanceof AuthError)) throw new Error(`expected an AuthError, got ${String(error)}`)
  return error
}

describe('createTokenValidator', () => {
  it('maps the platform’s user and organization to the Validate fields, the permissions beside them', async () => {
    const { validator } = setup(async () => averyMe)
    await expect(validator.validate('t')).resolves.toEqual({
      user: {
        userId: 'u1',
        userName: 'avery.admin@democc.example',
        userEmail: 'avery.admin@democc.example',
        userFullName: 'Avery Admin',
        orgId: 'org-1',
        orgName: 'Demo Contact Centre',
        orgFriendlyName: 'democc'
      },
      permissions: ['outbound:campaign:view', 'outbound:campaign:*']
    })
  })

  it('says null, not none, when the platform did not list the permissions', async () => {
    const { validator } = setup(async () => ({ ...averyMe, authorization: undefined }))
    expect((await validator.validate('t')).permissions).toBeNull()
  })

  it('leaves out what the platform did not say', async () => {
    const { validator } = setup(async () => ({
      ...averyMe,
      name: undefined,
      organization: { id: 'org-1', name: undefined, thirdPartyOrgName: undefined }
    }))
    const { user } = await validator.validate('t')
    expect(user).toEqual({
      userId: 'u1',
      userName: 'avery.admin@democc.example',
      userEmail: 'avery.admin@democc.example',
      orgId: 'org-1'
    })
    expect(Object.keys(user)).not.toContain('orgName')
  })

  it('asks the platform once while the validation is cached, and again after it expired', async () => {
    let time = 0
    const { platform, validator } = setup(
      async () => averyMe,
      () => time
    )
    await validator.validate('t')
    await validator.validate('t')
    expect(platform.getUserMe).toHaveBeenCalledTimes(1)
    time += 60_000
    await validator.validate('t')
    expect(platform.getUserMe).toHaveBeenCalledTimes(2)
  })

  it('shares one platform call between concurrent validations of one token', async () => {
    const { platform, validator } = setup(async () => averyMe)
    const [a, b] = await Promise.all([validator.validate('t'), validator.validate('t')])
    expect(a).toEqual(b)
    expect(platform.getUserMe).toHaveBeenCalledTimes(1)
  })

  it('does not cache a failure: the next validation asks the platform again', async () => {
    const { platform, validator } = setup(async () => {
      throw new PlatformError('Genesys Cloud answered 503', { kind: 'unavailable', status: 503 })
    })
    await refusal(validator.validate('t'))
    await refusal(validator.validate('t'))
    expect(platform.getUserMe).toHaveBeenCalledTimes(2)
  })

  it('remembers a 401 in the shared store: the token is refused from then on, without asking again', async () => {
    const { platform, shared, validator } = setup(async () => {
      throw new PlatformError('Genesys Cloud answered 401', { kind: 'unauthorized', status: 401 })
    })
    expect((await refusal(validator.validate('t'))).code).toBe('token.invalid')
    expect((await refusal(validator.validate('t'))).code).toBe('token.invalid')
    expect(platform.getUserMe).toHaveBeenCalledTimes(1)
    expect([...shared.rows.keys()]).toEqual([createHash('sha256').update('t').digest('hex')])
  })

  it('refuses a refused token at once, whatever its cache holds (another instance refused it)', async () => {
    const shared = memoryStore()
    const first = setup(async () => averyMe, undefined, shared)
    const second = setup(async () => averyMe, undefined, shared)
    await first.validator.validate('t')
    await second.validator.validate('t')
    await first.validator.refuse('t')
    expect((await refusal(second.validator.validate('t'))).code).toBe('token.invalid')
    expect((await refusal(first.validator.validate('t'))).code).toBe('token.invalid')
    expect(second.platform.getUserMe).toHaveBeenCalledTimes(1)
  })

  it('never caches an incomplete answer: a partial users/me is asked again next time', async () => {
    let answer: PlatformUserMe = { id: 'u1', email: 'avery.admin@democc.example' }
    const { platform, validator } = setup(async () => answer)
    expect((await validator.validate('t')).user).toEqual({
      userId: 'u1',
      userEmail: 'avery.admin@democc.example'
    })
    answer = averyMe
    expect((await validator.validate('t')).user.orgName).toBe('Demo Contact Centre')
    await validator.validate('t')
    expect(platform.getUserMe).toHaveBeenCalledTimes(2)
  })

  it('forgets a token on request', async () => {
    const { platform, validator } = setup(async () => averyMe)
    await validator.validate('t')
    validator.forget('t')
    await validator.validate('t')
    expect(platform.getUserMe).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['unauthorized', 401, 'token.invalid'],
    ['forbidden', 403, 'token.forbidden'],
    ['rate_limited', 503, 'platform.rate_limited'],
    ['unavailable', 502, 'platform.unavailable'],
    ['failed', 502, 'platform.unavailable']
  ] as const)('answers a platform %s with %i %s', async (kind, status, code) => {
    const { validator } = setup(async () => {
      throw new PlatformError('Genesys Cloud did not answer GET /api/v2/users/me within 10000 ms', {
        kind,
        retryAfterSeconds: kind === 'rate_limited' ? 7 : undefined
      })
    })
    const error = await refusal(validator.validate('secret-token'))
    expect({ status: error.status, code: error.code }).toEqual({ status, code })
    expect(error.message).not.toContain('secret-token')
    if (kind === 'rate_limited') expect(error.retryAfterSeconds).toBe(7)
  })

  it('answers an unexpected failure as platform.unavailable', async () => {
    const { validator } = setup(async () => {
      throw new TypeError('boom')
    })
    expect((await refusal(validator.validate('t'))).code).toBe('platform.unavailable')
  })
})
