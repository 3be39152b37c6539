import { isStorageAvailable, localStore, sessionStore } from './browserStorage'

/** What a cross-site frame with third-party storage blocked does: reading the property throws. */
function blockStorage() {
  const denied = () => {
    throw new DOMException(
      "Failed to read the 'localStorage' property from 'Window': Access is denied",
      'SecurityError'
    )
  }
  jest.spyOn(window, 'localStorage', 'get').mockImplementation(denied)
  jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied)
}

afterEach(() => {
  jest.restoreAllMocks()
  window.localStorage.clear()
})

describe('browser storage', () => {
  it('is the real storage when the browser allows it', () => {
    expect(isStorageAvailable()).toBe(true)
    localStore().setItem('k', 'v')
    expect(window.localStorage.getItem('k')).toBe('v')
    expect(sessionStore()).toBe(window.sessionStorage)
  })

  it('says so, and answers an empty stand-in instead of throwing, when the browser refuses it', () => {
    blockStorage()
    expect(isStorageAvailable()).toBe(false)
    expect(() => localStore().getItem('userData')).not.toThrow()
    expect(localStore().getItem('userData')).toBeNull()
    localStore().setItem('k', 'v')
    expect(localStore().getItem('k')).toBe('v')
    expect(sessionStore().getItem('k')).toBeNull()
  })

  it('counts storage that cannot be written (a full or read-only store) as refused', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    expect(isStorageAvailable()).toBe(false)
  })
})
