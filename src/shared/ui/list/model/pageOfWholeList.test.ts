import { LIST_PAGE_SIZES } from './listDefinition'
import type { ListQuery } from './listQuery'
import { pageOfWholeList } from './pageOfWholeList'

const query = (over: Partial<ListQuery>): ListQuery => ({
  q: '',
  filters: {},
  sortField: 'name',
  sortDirection: 'asc',
  page: 1,
  pageSize: LIST_PAGE_SIZES[0],
  ...over
})

const sets = Array.from({ length: 30 }, (_, i) => ({ name: `Set ${30 - i}`, version: i }))

describe('pageOfWholeList', () => {
  it('pages a list answered whole 25 at a time, as every list, with the count of all', () => {
    const first = pageOfWholeList(sets, query({}))
    expect(first.total).toBe(30)
    expect(first.rows).toHaveLength(25)
    const second = pageOfWholeList(sets, query({ page: 2 }))
    expect(second.rows.map(row => row.name)).toEqual(['Set 26', 'Set 27', 'Set 28', 'Set 29', 'Set 30'])
  })

  it('orders names as people read them (Set 2 before Set 10, any case) and turns the direction', () => {
    const rows = [{ name: 'set 10' }, { name: 'Set 2' }, { name: 'Alpha' }]
    expect(pageOfWholeList(rows, query({})).rows.map(row => row.name)).toEqual(['Alpha', 'Set 2', 'set 10'])
    expect(pageOfWholeList(rows, query({ sortDirection: 'desc' })).rows.map(row => row.name)).toEqual([
      'set 10',
      'Set 2',
      'Alpha'
    ])
  })

  it('keeps rows without the value last in either direction, and the answer’s order when unsorted', () => {
    const rows = [{ name: undefined }, { name: 'B' }, { name: 'A' }]
    expect(pageOfWholeList(rows, query({ sortDirection: 'desc' })).rows.map(row => row.name)).toEqual([
      'B',
      'A',
      undefined
    ])
    expect(pageOfWholeList(rows, query({ sortField: null })).rows).toEqual(rows)
  })
})
