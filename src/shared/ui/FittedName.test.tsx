import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { FittedName } from './FittedName'

/*
 * jsdom lays nothing out: a part of a name is "drawn cut" here when the test says its names do not fit (its
 * content wider than its box), as a browser measures it.
 */
let cut = false
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return cut && this.hasAttribute('data-name-part') ? 240 : 100
    }
  })
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 100 })
})
afterAll(() => {
  delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth
})
beforeEach(() => {
  cut = false
})

const EAST = 'Annual Review Booking – East'

describe('FittedName', () => {
  it('draws the start and the end apart, so that a cut falls in the middle and the region stays', () => {
    render(
      <ul>
        {['East', 'West'].map(region => (
          <li key={region}>
            <FittedName name={`Annual Review Booking – ${region}`} />
          </li>
        ))}
      </ul>
    )
    const ends = [...document.querySelectorAll('[data-fitted-name]')].map(name =>
      [...name.querySelectorAll('[data-name-part]')].map(part => part.textContent)
    )
    expect(ends).toEqual([
      ['Annual Review Booking', ' – East'],
      ['Annual Review Booking', ' – West']
    ])
    // the start gives way first: it shrinks, the end keeps its width
    const [head, tail] = document.querySelectorAll<HTMLElement>('[data-name-part]')
    expect(head!.style.textOverflow).toBe('ellipsis')
    expect(Number(head!.style.flexShrink)).toBeGreaterThan(Number(tail!.style.flexShrink))
  })

  it('is read whole by screen readers, as a link’s name too', () => {
    render(<FittedName as="a" href="/campaigns/1" name={EAST} />)
    expect(screen.getByRole('link', { name: EAST })).toHaveAttribute('href', '/campaigns/1')
  })

  it('takes its direction from the name: a Latin name keeps its start on the left in an Arabic page', () => {
    render(
      <div dir="rtl">
        <FittedName name={EAST} />
      </div>
    )
    expect(screen.getByText(/Annual Review Booking/).parentElement).toHaveAttribute('dir', 'auto')
  })

  it('shows the whole name on hover when it is cut, and hides it when the pointer leaves', async () => {
    const user = userEvent.setup()
    cut = true
    render(<FittedName name={EAST} />)
    const start = screen.getByText('Annual Review Booking')
    await user.hover(start)
    expect(await screen.findByRole('tooltip')).toHaveTextContent(EAST)
    await user.unhover(start)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })

  it('shows the whole name on keyboard focus (focusable by itself), and Escape hides it', async () => {
    const user = userEvent.setup()
    cut = true
    render(<FittedName name={EAST} />)
    await user.tab()
    const name = document.querySelector('[data-fitted-name]')
    expect(name).toHaveFocus()
    expect(await screen.findByRole('tooltip')).toHaveTextContent(EAST)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })

  it('as a link, focused from the keyboard, shows the cut name whole too, and keeps the link’s own handlers', async () => {
    const user = userEvent.setup()
    const onFocus = jest.fn()
    cut = true
    render(<FittedName as="a" href="/campaigns/1" name={EAST} onFocus={onFocus} />)
    await user.tab()
    expect(screen.getByRole('link', { name: EAST })).toHaveFocus()
    expect(await screen.findByRole('tooltip')).toHaveTextContent(EAST)
    expect(onFocus).toHaveBeenCalled()
  })

  it('says nothing more when the name fits', async () => {
    const user = userEvent.setup()
    render(<FittedName name={EAST} />)
    await user.hover(screen.getByText(/Annual Review Booking/))
    await user.tab()
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })
})
