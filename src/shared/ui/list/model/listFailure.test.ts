import { listFailureKey } from './listFailure'

const failure = (status: number | null, code: string) => ({ status, code, message: 'The API says.' })

describe('listFailureKey', () => {
  it("says what every list's failures mean", () => {
    expect(listFailureKey(failure(null, 'network'))).toBe('lists.errors.network')
    expect(listFailureKey(failure(401, 'token.invalid'))).toBe('lists.errors.session')
    expect(listFailureKey(failure(403, 'access.forbidden'))).toBe('lists.errors.forbidden')
    expect(listFailureKey(failure(503, 'platform.unavailable'))).toBe('lists.errors.server')
    expect(listFailureKey(failure(400, 'query.invalid'))).toBe('lists.errors.generic')
    expect(listFailureKey(failure(null, 'unknown'))).toBe('lists.errors.generic')
  })

  it("prefers the screen's own text for the API's code", () => {
    const own = { 'user.last_admin': 'users.errors.lastAdmin' }
    expect(listFailureKey(failure(409, 'user.last_admin'), own)).toBe('users.errors.lastAdmin')
    expect(listFailureKey(failure(409, 'user.self'), own)).toBe('lists.errors.generic')
  })
})
