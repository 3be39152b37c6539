import { render } from '@testing-library/react'

import { StatusDot } from './StatusDot'

describe('StatusDot', () => {
  it('is a round dot of its colour that assistive technologies pass over', () => {
    const { container } = render(
      <p>
        <StatusDot colour="rgb(46, 125, 50)" />
        On
      </p>
    )
    const dot = container.querySelector('span')!
    expect(dot).toHaveAttribute('aria-hidden', 'true')
    expect(dot).toBeEmptyDOMElement()
    const style = getComputedStyle(dot)
    expect(style.width).toBe('8px')
    expect(style.height).toBe('8px')
    expect(style.borderRadius).toBe('50%')
    expect(style.flex).toMatch(/^(none|0 0 auto)$/)
    expect(style.backgroundColor).toBe('rgb(46, 125, 50)')
    expect(container.querySelector('p')).toHaveTextContent(/^On$/)
  })
})

describe('StatusDot as a ring', () => {
  it('is a ring of its colour, not filled', () => {
    const { container } = render(<StatusDot colour="rgb(97, 97, 97)" ring />)
    const style = getComputedStyle(container.querySelector('span')!)
    expect(style.borderColor).toBe('rgb(97, 97, 97)')
    expect(style.borderWidth).toBe('1px')
    expect(style.backgroundColor).toMatch(/^(|transparent|rgba\(0, 0, 0, 0\))$/)
  })
})
