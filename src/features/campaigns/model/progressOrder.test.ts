import { ProgressOrder } from './progressOrder'

// Progress events may come late and out of order (the platform does not promise order; the emulator's
// realism mode delays each by up to 1.5 s): a bar never goes back, except after a recycle (a new version).

describe('ProgressOrder', () => {
  it('shows growing reports and drops one behind what is shown', () => {
    const order = new ProgressOrder()
    order.noteVersion('c', 3)
    expect(order.accept('c', 100)).toBe(true)
    expect(order.accept('c', 140)).toBe(true)
    expect(order.accept('c', 120)).toBe(false)
    expect(order.accept('c', 140)).toBe(true)
    expect(order.accept('c', 150)).toBe(true)
  })

  it('after a newer version (a recycle) a lower report is shown, and from then on it only grows again', () => {
    const order = new ProgressOrder()
    order.noteVersion('c', 3)
    expect(order.accept('c', 400)).toBe(true)
    order.noteVersion('c', 4)
    expect(order.accept('c', 2)).toBe(true)
    expect(order.accept('c', 10)).toBe(true)
    expect(order.accept('c', 6)).toBe(false)
  })

  it('an older version heard late changes nothing; campaigns are kept apart', () => {
    const order = new ProgressOrder()
    order.noteVersion('c', 5)
    expect(order.accept('c', 50)).toBe(true)
    order.noteVersion('c', 4)
    expect(order.accept('c', 20)).toBe(false)
    expect(order.accept('d', 1)).toBe(true)
  })
})
