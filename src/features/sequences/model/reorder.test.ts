import { moveItem } from './reorder'

describe('moving a campaign in a sequence', () => {
  it('moves an item up, down, and to either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
  })

  it('keeps the list as it is past its ends', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 4, 0)).toEqual(['a', 'b'])
  })
})
