import { act, render, screen, waitFor } from '@testing-library/react'

import { AppToaster } from './AppToaster'
import { notify } from './notify'

// jsdom lays nothing out: each element's box is given in `data-box` ("top left width height"), a toast is
// 52 px high, and the app bar grows by the room it makes. The window is jsdom's 1024 × 768.
const room = () => Number.parseFloat(document.documentElement.style.getPropertyValue('--cm-notice-room')) || 0
beforeAll(() => {
  window.matchMedia = ((media: string) => ({ matches: false, media })) as typeof window.matchMedia
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const given = this.hasAttribute('data-app-bar')
      ? [0, 0, 1024, 64 + room()]
      : this.getAttribute('data-box')?.split(' ').map(Number)
    const [top = 0, left = 0, width = 0, height = 0] =
      given ?? (this.parentElement?.hasAttribute('data-rht-toaster') ? [0, 0, 992, 52] : [0, 0, 0, 0])
    return { top, left, width, height, bottom: top + height, right: left + width, x: left, y: top } as DOMRect
  })
})
afterEach(() => act(() => notify.dismiss()))

const toaster = () => document.querySelector<HTMLElement>('[data-rht-toaster]')!

function Page({ controls }: { controls: string[] }) {
  return (
    <>
      <header data-app-bar="">
        <button data-box="12 970 40 40">Account</button>
      </header>
      <main>
        {controls.map((box, index) => (
          <button key={box} data-box={box}>
            {`Control ${index}`}
          </button>
        ))}
      </main>
    </>
  )
}

describe('the toasts’ place', () => {
  it('is below the app bar (its account menu free) and past the page’s action row', async () => {
    render(
      <>
        <Page controls={['100 700 90 36', '100 800 90 36', '100 900 90 36']} />
        <AppToaster position="top-right" />
      </>
    )
    act(() => {
      notify.success('The settings were saved.')
    })
    await screen.findByText('The settings were saved.')
    // below the actions (100 … 136) by the gap
    await waitFor(() => expect(toaster().style.top).toBe('144px'))
    expect(document.documentElement.style.getPropertyValue('--cm-notice-room')).toBe('')
  })

  it('is in room the app bar makes when the window has no clear place, taken away with the toast', async () => {
    const fields = Array.from({ length: 14 }, (_, index) => `${72 + index * 50} 600 400 40`)
    render(
      <>
        <Page controls={fields} />
        <AppToaster position="top-right" />
      </>
    )
    act(() => {
      notify.info('Run deleted.')
    })
    await screen.findByText('Run deleted.')
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--cm-notice-room')).toBe('68px')
    )
    expect(toaster().style.top).toBe('72px')
    act(() => notify.dismiss())
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--cm-notice-room')).toBe(''))
  })

  it('keeps a bottom corner, lifted past a control there', async () => {
    render(
      <>
        <Page controls={['720 900 100 36']} />
        <AppToaster position="bottom-right" />
      </>
    )
    act(() => {
      notify.info('Saved')
    })
    await screen.findByText('Saved')
    // the toast's top at 720 - 8 - 52 = 660: 768 - 660 - 52 from the bottom
    await waitFor(() => expect(toaster().style.bottom).toBe('56px'))
  })
})
