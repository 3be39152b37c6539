import type { SessionUser } from '../model/types'
import { SESSION_LIFETIME_MS } from './storageKeys'
import { clearStoredSession, readAccessToken, readStoredSession, storeSession } from './storedSession'

const user: SessionUser = {
  id: 1,
  role: 'admin',
  fullName: 'Avery Admin',
  username: 'avery',
  email: 'avery.admin@democc.example',
  company: 'Demo Contact Centre',
  companyID: 'org-1'
}

beforeEach(() => localStorage.clear())

describe('the stored session (local storage keys userData and accessToken)', () => {
  it('stores the user as {value, expiry} for 24 hours and the bare token', () => {
    storeSession(localStorage, user, 'the-token', 1_000)
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual({
      value: user,
      expiry: 1_000 + SESSION_LIFETIME_MS
    })
    expect(SESSION_LIFETIME_MS).toBe(86_400_000)
    expect(localStorage.getItem('accessToken')).toBe('the-token')
    expect(readAccessToken(localStorage)).toBe('the-token')
  })

  it('reads back a session until its expiry, and as expired from then on', () => {
    storeSession(localStorage, user, 't', 0)
    expect(readStoredSession(localStorage, SESSION_LIFETIME_MS - 1)).toEqual({
      state: 'valid',
      user,
      expiry: SESSION_LIFETIME_MS
    })
    expect(readStoredSession(localStorage, SESSION_LIFETIME_MS)).toEqual({ state: 'expired' })
  })

  it('reports nothing stored', () => {
    expect(readStoredSession(localStorage, 0)).toEqual({ state: 'none' })
  })

  it.each([
    ['not JSON', '{oops'],
    ['no expiry', JSON.stringify({ value: user })],
    ['a user without fields', JSON.stringify({ value: { id: 1 }, expiry: 9e15 })],
    ['a string expiry', JSON.stringify({ value: user, expiry: '9999' })]
  ])('treats unreadable data (%s) as expired, so that it is cleared rather than trusted', (_label, raw) => {
    localStorage.setItem('userData', raw)
    expect(readStoredSession(localStorage, 0)).toEqual({ state: 'expired' })
  })

  it('clears both keys', () => {
    storeSession(localStorage, user, 't', 0)
    localStorage.setItem('settings', '{}')
    clearStoredSession(localStorage)
    expect(localStorage.getItem('userData')).toBeNull()
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(localStorage.getItem('settings')).toBe('{}')
  })
})
