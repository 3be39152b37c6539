/** @jest-environment node */
import { AuthError } from './AuthError'
import { checkAppKey } from './checkAppKey'

const codeOf = (run: () => void) => {
  try {
    run()
    return 'accepted'
  } catch (error) {
    return error instanceof AuthError ? `${error.status} ${error.code}` : 'other'
  }
}

describe('checkAppKey', () => {
  it('accepts the configured key', () => {
    expect(codeOf(() => checkAppKey('campaignManager', 'campaignManager'))).toBe('accepted')
  })

  it('refuses a missing or blank key', () => {
    expect(codeOf(() => checkAppKey(undefined, 'campaignManager'))).toBe('401 app_key.missing')
    expect(codeOf(() => checkAppKey('  ', 'campaignManager'))).toBe('401 app_key.missing')
  })

  it('refuses another key, also one differing only in case', () => {
    expect(codeOf(() => checkAppKey('otherApp', 'campaignManager'))).toBe('401 app_key.invalid')
    expect(codeOf(() => checkAppKey('campaignmanager', 'campaignManager'))).toBe('401 app_key.invalid')
  })
})
