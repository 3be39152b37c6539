import type { CallbackParams } from './callbackParams'
import { handBackToOpener, isFramed, waitForPopupAnswer } from './popupSignIn'

const code: CallbackParams = { kind: 'code', code: 'c1', state: 's1' }

describe('the sign-in popup of a framed app', () => {
  it('is used in a frame only', () => {
    expect(isFramed(window)).toBe(false)
    expect(isFramed({ top: {}, self: {} } as unknown as Window)).toBe(true)
  })

  it('hands the answer to an opener of this origin, and closes', () => {
    const opener = { location: { origin: 'http://app' }, postMessage: jest.fn() }
    const popup = { opener, location: { origin: 'http://app' }, close: jest.fn() } as unknown as Window
    expect(handBackToOpener(popup, code)).toBe(true)
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'campaign-manager:oauth-callback', params: code },
      'http://app'
    )
    expect(popup.close).toHaveBeenCalled()
  })

  it('keeps the answer when there is no opener, or another site opened it', () => {
    const alone = { opener: null, location: { origin: 'http://app' }, close: jest.fn() } as unknown as Window
    expect(handBackToOpener(alone, code)).toBe(false)
    const foreign = {
      opener: {
        get location(): Location {
          throw new DOMException('cross-origin', 'SecurityError')
        },
        postMessage: jest.fn()
      },
      location: { origin: 'http://app' },
      close: jest.fn()
    } as unknown as Window
    expect(handBackToOpener(foreign, code)).toBe(false)
    expect(foreign.close).not.toHaveBeenCalled()
  })

  it('takes the answer from that popup and this origin only; a closed popup is no answer', async () => {
    jest.useFakeTimers()
    try {
      const popup = { closed: false } as Window
      const answer = waitForPopupAnswer(window, popup)
      const message = { type: 'campaign-manager:oauth-callback', params: code }
      window.dispatchEvent(
        new MessageEvent('message', { data: message, origin: 'http://evil', source: popup })
      )
      window.dispatchEvent(new MessageEvent('message', { data: message, origin: window.location.origin }))
      window.dispatchEvent(
        new MessageEvent('message', { data: message, origin: window.location.origin, source: popup })
      )
      await expect(answer).resolves.toEqual(code)

      const closing = { closed: false } as { closed: boolean }
      const none = waitForPopupAnswer(window, closing as Window)
      closing.closed = true
      jest.advanceTimersByTime(900)
      await expect(none).resolves.toEqual({ kind: 'none' })

      // closed right after posting its answer: the answer, still queued when the frame sees it closed, counts
      const answered = { closed: false } as { closed: boolean }
      const late = waitForPopupAnswer(window, answered as Window)
      answered.closed = true
      jest.advanceTimersByTime(500)
      window.dispatchEvent(
        new MessageEvent('message', {
          data: message,
          origin: window.location.origin,
          source: answered as Window
        })
      )
      await expect(late).resolves.toEqual(code)
    } finally {
      jest.useRealTimers()
    }
  })
})
