/** @jest-environment node */
import type { ContactListRow } from '@/shared/contactLists/contactListTypes'
import { contactListsQuerySchema } from './contactListQueries'
import { selectContactListRows } from './selectContactListRows'

const row = (
  id: string,
  name: string,
  size: number,
  statuses: string[] = [],
  called = 0
): ContactListRow => ({
  id,
  name,
  divisionId: 'home',
  divisionName: 'Home',
  size,
  worked: statuses.length ? { called, total: size } : null,
  campaigns: statuses.map((status, i) => ({
    id: `${id}-c${i}`,
    name: `Campaign ${i}`,
    status: status as ContactListRow['campaigns'][number]['status'],
    called,
    total: size
  })),
  importStatus: null,
  columnNames: [],
  phoneColumns: [],
  dateModified: null,
  version: 1
})

const rows = [
  row('a', 'Renewals', 100, ['on'], 50),
  row('b', 'arrears', 300, ['off'], 30),
  row('c', 'Pilot 10', 10),
  row('d', 'Pilot 9', 900, ['stopping', 'off'], 900)
]
const query = (input: Record<string, string>) => contactListsQuerySchema.parse(input)

describe('selectContactListRows', () => {
  it('sorts names as people read them (any case, numbers by value) and pages without overlap', () => {
    const first = selectContactListRows(rows, query({ pageSize: '2' }))
    const second = selectContactListRows(rows, query({ pageSize: '2', page: '2' }))
    expect([...first.rows, ...second.rows].map(r => r.name)).toEqual([
      'arrears',
      'Pilot 9',
      'Pilot 10',
      'Renewals'
    ])
    expect(first.total).toBe(4)
  })

  it('sorts by how far a list is worked, the lists nobody dials last when descending', () => {
    const { rows: sorted } = selectContactListRows(rows, query({ sort: 'worked:desc' }))
    expect(sorted.map(r => r.id)).toEqual(['d', 'a', 'b', 'c'])
  })

  it('filters by usage, a list being dialled counting as used, and counts every usage, none included', () => {
    expect(
      selectContactListRows(rows, query({ usage: 'running' }))
        .rows.map(r => r.id)
        .sort()
    ).toEqual(['a', 'd'])
    expect(
      selectContactListRows(rows, query({ usage: 'used' }))
        .rows.map(r => r.id)
        .sort()
    ).toEqual(['a', 'b', 'd'])
    expect(selectContactListRows(rows, query({ usage: 'unused' })).rows.map(r => r.id)).toEqual(['c'])
    const { allData } = selectContactListRows(rows, query({ q: 'pilot' }))
    expect(allData.filter(entry => entry.field === 'usage')).toEqual([
      { field: 'usage', value: 'used', count: 3 },
      { field: 'usage', value: 'running', count: 2 },
      { field: 'usage', value: 'unused', count: 1 }
    ])
  })

  it('refuses what it does not know with a message', () => {
    for (const bad of [
      { usage: 'busy' },
      { sort: 'id' },
      { pageSize: '0' },
      { divisionId: '../x' },
      { other: '1' }
    ])
      expect(contactListsQuerySchema.safeParse(bad).success).toBe(false)
  })
})
