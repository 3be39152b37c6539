import { sortableId } from './sortableId'

describe('sortableId', () => {
  it('sorts in the order made, within one millisecond and across milliseconds', () => {
    const made = [
      sortableId(1000),
      sortableId(1000),
      sortableId(1000),
      sortableId(1001),
      sortableId(2_000_000)
    ]
    expect([...made].sort()).toEqual(made)
    expect(new Set(made).size).toBe(made.length)
  })
})
