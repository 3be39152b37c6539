import { authMessages } from '../model/authMessages'
import type { SessionUser } from '../model/types'
import { decideStart } from './decideStart'

const user: SessionUser = {
  id: 1,
  role: 'admin',
  fullName: 'Avery Admin',
  username: 'avery.admin@democc.example',
  email: 'avery.admin@democc.example',
  company: 'Demo Contact Centre',
  companyID: 'org-1'
}
const token = { kind: 'token', accessToken: 'tok', state: 's' } as const
const code = { kind: 'code', code: 'c', state: 's' } as const

// docs/product-rules.md#on-start
describe('decideStart: the start-up state machine', () => {
  it('restores a stored session that has not expired', () => {
    expect(
      decideStart({
        stored: { state: 'valid', user, expiry: 1 },
        isCallbackRoute: false,
        callback: { kind: 'none' }
      })
    ).toEqual({
      type: 'restore',
      user
    })
  })

  it('restores a valid session even on the callback page (step 1 comes first)', () => {
    expect(
      decideStart({ stored: { state: 'valid', user, expiry: 1 }, isCallbackRoute: true, callback: token })
        .type
    ).toBe('restore')
  })

  it('starts the platform login when the stored session has expired', () => {
    expect(
      decideStart({ stored: { state: 'expired' }, isCallbackRoute: false, callback: { kind: 'none' } })
    ).toEqual({
      type: 'expired'
    })
  })

  it('validates a token that arrives on the callback page', () => {
    expect(decideStart({ stored: { state: 'none' }, isCallbackRoute: true, callback: token })).toEqual({
      type: 'callback',
      params: token,
      clearStored: false
    })
  })

  it('exchanges a PKCE code that arrives on the callback page', () => {
    expect(decideStart({ stored: { state: 'none' }, isCallbackRoute: true, callback: code })).toMatchObject({
      type: 'callback',
      params: code
    })
  })

  it('lets a fresh answer from the platform win over expired data, which is cleared', () => {
    expect(decideStart({ stored: { state: 'expired' }, isCallbackRoute: true, callback: token })).toEqual({
      type: 'callback',
      params: token,
      clearStored: true
    })
  })

  it('fails with the spec message when the callback page has no token', () => {
    expect(
      decideStart({ stored: { state: 'none' }, isCallbackRoute: true, callback: { kind: 'none' } })
    ).toEqual({
      type: 'fail',
      message: authMessages.tokenMissing
    })
  })

  it('is signed out with nothing stored anywhere else', () => {
    expect(
      decideStart({ stored: { state: 'none' }, isCallbackRoute: false, callback: { kind: 'none' } })
    ).toEqual({
      type: 'signedOut'
    })
  })
})
