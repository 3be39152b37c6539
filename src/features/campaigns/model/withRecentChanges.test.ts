import type { RecentChange } from '@/shared/ui/list/model/recentChanges'

import { campaignRow, overviewOf } from '../testing/fixtures'
import { withRecentChanges } from './withRecentChanges'

const T = Date.parse('2026-11-21T10:42:07.000Z')
const removed = (kind: RecentChange['kind'], id: string): RecentChange => ({ kind, id, at: T, removed: true })

const rows = () => [
  campaignRow('Alpha', { status: 'off', progress: { called: 100, total: 400, percentage: 25 } }),
  campaignRow('Bravo', { status: 'complete', progress: { called: 200, total: 200, percentage: 100 } }),
  campaignRow('Charlie', { status: 'on', version: 4 })
]

describe('the overview through the platform’s listing lag', () => {
  it('leaves out a campaign deleted here, from the rows and from every count', () => {
    const listed = overviewOf(rows())
    const shown = withRecentChanges(listed, [removed('campaign', 'id-alpha')])
    expect(shown.campaigns.map(row => row.name)).toEqual(['Bravo', 'Charlie'])
    expect(shown.total).toBe(2)
    expect(shown.summary).toMatchObject({
      total: 2,
      byStatus: { off: 0, complete: 1, on: 1 },
      contactsRemaining: listed.summary.contactsRemaining - 300
    })
  })

  it('shows what was saved here over an older listed version, moving the status counts', () => {
    const saved: RecentChange = {
      kind: 'campaign',
      id: 'id-charlie',
      at: T,
      removed: false,
      version: 5,
      saved: { name: 'Charlie (renamed)', status: 'stopping' }
    }
    const shown = withRecentChanges(overviewOf(rows()), [saved])
    expect(shown.campaigns[2]).toMatchObject({ name: 'Charlie (renamed)', status: 'stopping', version: 5 })
    expect(shown.summary.byStatus).toMatchObject({ on: 0, stopping: 1 })
  })

  it('shows a schedule deleted here as none, and answers the listing itself when nothing applies', () => {
    const schedule = { timeZone: 'UTC', intervals: [], recurrences: [], version: 2, dateModified: null }
    const listed = overviewOf([campaignRow('Alpha', { schedule })])
    expect(
      withRecentChanges(listed, [removed('campaignSchedule', 'id-alpha')]).campaigns[0]!.schedule
    ).toBeNull()
    expect(withRecentChanges(listed, [removed('sequence', 'id-alpha')])).toBe(listed)
  })
})
