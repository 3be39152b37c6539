import { act, render, screen } from '@testing-library/react'

import { AppToaster } from './AppToaster'
import { notify } from './notify'

beforeAll(() => {
  // jsdom has no matchMedia (react-hot-toast asks about reduced motion).
  window.matchMedia = ((media: string) => ({ matches: false, media })) as typeof window.matchMedia
})

describe('notify', () => {
  afterEach(() => act(() => notify.dismiss()))

  it('shows toasts in the app toaster, politely announced', async () => {
    render(<AppToaster position="top-right" />)
    act(() => {
      notify.success('Campaign started')
      notify.error('Campaign could not be stopped')
      notify.info('Recycling in progress')
    })
    for (const text of ['Campaign started', 'Campaign could not be stopped', 'Recycling in progress']) {
      const toast = await screen.findByText(text)
      expect(toast.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite')
    }
  })

  it('places them where the settings say', async () => {
    const { container } = render(<AppToaster position="bottom-right" />)
    act(() => {
      notify.info('Saved')
    })
    await screen.findByText('Saved')
    const wrapper = [...container.querySelectorAll<HTMLElement>('div')].find(el => el.style.bottom === '0px')
    expect(wrapper?.style.justifyContent).toBe('flex-end')
  })
})
