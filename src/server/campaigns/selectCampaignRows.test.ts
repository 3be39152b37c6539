/** @jest-environment node */
import {
  type CampaignOverviewParams,
  type CampaignRow,
  DEFAULT_OVERVIEW_PARAMS
} from '@/shared/campaigns/campaignTypes'
import { NO_PACE } from './computePace'
import { selectCampaignRows, sortCampaignRows } from './selectCampaignRows'
import { campaignFacets, summarizeCampaigns } from './summarizeCampaigns'

const row = (id: string, changes: Partial<CampaignRow>): CampaignRow => ({
  id,
  name: id,
  version: 1,
  status: 'off',
  dialingMode: 'preview',
  contactList: null,
  division: null,
  queue: null,
  priority: null,
  dateModified: null,
  progress: null,
  pace: NO_PACE,
  errors: [],
  ...changes
})

const sales = { id: 'd-sales', name: 'Sales' }
const home = { id: 'd-home', name: 'Home' }
const rows = [
  row('a', {
    name: 'Spring Renewals',
    status: 'on',
    priority: 2,
    division: sales,
    progress: { called: 50, total: 100, percentage: 50 }
  }),
  row('b', { name: 'spring survey', status: 'off', dialingMode: 'power', division: home }),
  row('c', {
    name: 'Arrears',
    status: 'complete',
    priority: 1,
    division: sales,
    progress: { called: 10, total: 10, percentage: 100 }
  }),
  row('d', { name: 'Campaign 10', status: 'invalid', contactList: { id: 'l1', name: 'List' } }),
  row('e', {
    name: 'Campaign 9',
    status: 'on',
    priority: 5,
    progress: { called: 0, total: 40, percentage: 0 }
  })
]

const params = (changes: Partial<CampaignOverviewParams> = {}): CampaignOverviewParams => ({
  ...DEFAULT_OVERVIEW_PARAMS,
  ...changes
})

const ids = (selected: { campaigns: CampaignRow[] }) => selected.campaigns.map(c => c.id)

describe('selectCampaignRows', () => {
  it('filters by name in any case and by any of each list’s values', () => {
    expect(ids(selectCampaignRows(rows, params({ q: 'SPRING' })))).toEqual(['a', 'b'])
    expect(ids(selectCampaignRows(rows, params({ status: ['on', 'complete'] })))).toEqual(['c', 'e', 'a'])
    expect(ids(selectCampaignRows(rows, params({ dialingMode: ['power'] })))).toEqual(['b'])
    expect(ids(selectCampaignRows(rows, params({ divisionId: ['d-sales'], status: ['on'] })))).toEqual(['a'])
    expect(ids(selectCampaignRows(rows, params({ contactListId: ['l1'] })))).toEqual(['d'])
  })

  it('sorts names as people read them, numbers inside names by value', () => {
    expect(sortCampaignRows(rows, 'name:asc').map(r => r.id)).toEqual(['c', 'e', 'd', 'a', 'b'])
    expect(sortCampaignRows(rows, 'name:desc').map(r => r.id)).toEqual(['b', 'a', 'd', 'e', 'c'])
  })

  it('puts missing values last in either direction', () => {
    expect(sortCampaignRows(rows, 'priority:asc').map(r => r.id)).toEqual(['c', 'a', 'e', 'd', 'b'])
    expect(sortCampaignRows(rows, 'priority:desc').map(r => r.id)).toEqual(['e', 'a', 'c', 'd', 'b'])
    expect(sortCampaignRows(rows, 'progress:desc').map(r => r.id)).toEqual(['c', 'a', 'e', 'd', 'b'])
  })

  it('orders statuses running first, ties by name', () => {
    expect(sortCampaignRows(rows, 'status:asc').map(r => r.id)).toEqual(['e', 'a', 'b', 'c', 'd'])
  })

  it('pages with the total of the matches', () => {
    expect(selectCampaignRows(rows, params({ pageSize: 2, page: 3 }))).toEqual({
      campaigns: [rows[1]],
      total: 5
    })
    expect(selectCampaignRows(rows, params({ pageSize: 2, page: 4 })).campaigns).toEqual([])
  })
})

describe('summarizeCampaigns and campaignFacets', () => {
  it('counts every row by status and the contacts still to call', () => {
    expect(summarizeCampaigns(rows)).toEqual({
      total: 5,
      byStatus: { on: 2, off: 1, complete: 1, invalid: 1 },
      contactsRemaining: 90
    })
  })

  it('offers each division and contact list once, by name', () => {
    expect(campaignFacets(rows)).toEqual({
      divisions: [home, sales],
      contactLists: [{ id: 'l1', name: 'List' }]
    })
  })
})

describe('sorting by pace and time left', () => {
  const measured = (id: string, contactsPerMinute: number | null, etaSeconds: number | null) =>
    row(id, { status: 'on', pace: { contactsPerMinute, etaSeconds, sampledAt: null } })
  const paced = [
    measured('slow', 2, 900),
    measured('none', null, null),
    measured('fast', 12, 60),
    row('off', {})
  ]
  const ids = (sorted: CampaignRow[]) => sorted.map(campaign => campaign.id)

  it('sorts by contacts a minute, campaigns not measured last in either direction', () => {
    expect(ids(sortCampaignRows(paced, 'pace:desc'))).toEqual(['fast', 'slow', 'none', 'off'])
    expect(ids(sortCampaignRows(paced, 'pace:asc'))).toEqual(['slow', 'fast', 'none', 'off'])
  })

  it('sorts by time left, unknown last in either direction', () => {
    expect(ids(sortCampaignRows(paced, 'eta:asc'))).toEqual(['fast', 'slow', 'none', 'off'])
    expect(ids(sortCampaignRows(paced, 'eta:desc'))).toEqual(['slow', 'fast', 'none', 'off'])
  })

  it('counts 0 as a value: a stalled pace and a campaign with nothing left are not missing', () => {
    // pace 0: measured, but no time left can be given at that pace
    const stalled = measured('stalled', 0, null)
    // every contact called: no time left, whatever the pace
    const done = measured('done', 6, 0)
    const more = [...paced, stalled, done]
    expect(ids(sortCampaignRows(more, 'pace:desc'))).toEqual([
      'fast',
      'done',
      'slow',
      'stalled',
      'none',
      'off'
    ])
    expect(ids(sortCampaignRows(more, 'pace:asc'))).toEqual([
      'stalled',
      'slow',
      'done',
      'fast',
      'none',
      'off'
    ])
    expect(ids(sortCampaignRows(more, 'eta:asc'))).toEqual(['done', 'fast', 'slow', 'none', 'off', 'stalled'])
    expect(ids(sortCampaignRows(more, 'eta:desc'))).toEqual([
      'slow',
      'fast',
      'done',
      'none',
      'off',
      'stalled'
    ])
  })

  it('breaks ties by name, then id, the same in either direction', () => {
    const tied = [
      row('z2', {
        name: 'Winback',
        status: 'on',
        pace: { contactsPerMinute: 120, etaSeconds: 300, sampledAt: null }
      }),
      row('z1', {
        name: 'Winback',
        status: 'on',
        pace: { contactsPerMinute: 120, etaSeconds: 300, sampledAt: null }
      }),
      row('y', {
        name: 'Arrears',
        status: 'on',
        pace: { contactsPerMinute: 120, etaSeconds: 300, sampledAt: null }
      }),
      row('x', { name: 'Survey', status: 'on', pace: NO_PACE }),
      row('w', { name: 'Callback', status: 'off', pace: NO_PACE })
    ]
    for (const sort of ['pace:asc', 'pace:desc', 'eta:asc', 'eta:desc'] as const)
      expect(ids(sortCampaignRows(tied, sort))).toEqual(['y', 'z1', 'z2', 'w', 'x'])
  })
})
