/** @jest-environment node */
import type { CampaignStatus } from '@/shared/campaigns/campaignTypes'
import { outboundListsQuerySchema } from './outboundListsQuerySchema'
import { LIST_ORDERS, selectListRows, usageOf, type OutboundListRow } from './selectListRows'

const row = (
  id: string,
  name: string,
  size: number,
  statuses: CampaignStatus[] = [],
  division: [string, string] | null = ['home', 'Home']
): OutboundListRow => ({
  id,
  name,
  divisionId: division?.[0] ?? null,
  divisionName: division?.[1] ?? null,
  size,
  campaigns: statuses.map(status => ({ status })),
  dateModified: null
})

const rows = [
  row('a', 'Opt-outs', 30, ['on']),
  row('b', 'registry', 900, ['off'], ['eu', 'Europe']),
  row('c', 'Legacy', 5, [], null)
]
const SCHEMA = outboundListsQuerySchema(['name', 'size', 'campaigns', 'dateModified'], 'name:asc')
const query = (input: Record<string, string>) => SCHEMA.parse(input)

describe('selectListRows', () => {
  it('pages the lists by name (any case) unless asked, and counts them all by usage and division', () => {
    const {
      rows: page,
      total,
      allData,
      divisions
    } = selectListRows(rows, query({ pageSize: '2' }), LIST_ORDERS)
    expect(page.map(list => list.id)).toEqual(['c', 'a'])
    expect(total).toBe(3)
    expect(allData).toEqual([
      { field: 'usage', value: 'used', count: 2 },
      { field: 'usage', value: 'running', count: 1 },
      { field: 'usage', value: 'unused', count: 1 },
      { field: 'divisionId', value: 'home', count: 1 },
      { field: 'divisionId', value: 'eu', count: 1 }
    ])
    expect(divisions).toEqual([
      { id: 'eu', name: 'Europe' },
      { id: 'home', name: 'Home' }
    ])
  })

  it('filters by name, usage and division, and sorts by any of its orders', () => {
    expect(selectListRows(rows, query({ sort: 'size:desc' }), LIST_ORDERS).rows.map(list => list.id)).toEqual(
      ['b', 'a', 'c']
    )
    expect(selectListRows(rows, query({ usage: 'used' }), LIST_ORDERS).rows.map(list => list.id)).toEqual([
      'a',
      'b'
    ])
    expect(selectListRows(rows, query({ divisionId: 'eu' }), LIST_ORDERS).total).toBe(1)
    expect(selectListRows(rows, query({ q: 'OPT' }), LIST_ORDERS).rows.map(list => list.id)).toEqual(['a'])
    expect(rows.map(usageOf)).toEqual(['running', 'used', 'unused'])
  })
})

describe('outboundListsQuerySchema', () => {
  it('fills the defaults in and refuses what it does not know', () => {
    expect(query({})).toEqual({
      q: '',
      usage: null,
      divisionId: null,
      page: 1,
      pageSize: 25,
      sort: 'name:asc'
    })
    expect(query({ q: ' x ', sort: 'size', page: '3', pageSize: '100' })).toMatchObject({
      q: 'x',
      sort: 'size:asc',
      page: 3,
      pageSize: 100
    })
    expect(SCHEMA.safeParse({ usage: 'maybe' }).success).toBe(false)
    expect(SCHEMA.safeParse({ sort: 'worked' }).success).toBe(false)
    expect(SCHEMA.safeParse({ pageSize: '101' }).success).toBe(false)
    expect(SCHEMA.safeParse({ colour: 'red' }).success).toBe(false)
  })
})
