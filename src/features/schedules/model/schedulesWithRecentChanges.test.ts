import type { ScheduledCampaign, SchedulesAnswer } from '@/shared/schedules'
import type { RecentChange } from '@/shared/ui/list/model/recentChanges'

import { schedulesWithRecentChanges } from './schedulesWithRecentChanges'

const T = Date.parse('2026-11-21T10:42:07.000Z')
const schedule = (version: number, timeZone = 'Europe/London') => ({
  timeZone,
  intervals: [{ start: '2026-11-24T09:00', end: '2026-11-24T17:00' }],
  recurrences: [],
  version,
  dateModified: null
})
const campaign = (id: string, extra: Partial<ScheduledCampaign> = {}): ScheduledCampaign => ({
  id,
  name: id,
  status: 'off',
  dialingMode: 'preview',
  division: null,
  callableTimeSet: null,
  schedule: schedule(2),
  ...extra
})
const answer = (): SchedulesAnswer => ({
  campaigns: [campaign('c1'), campaign('c2'), campaign('c3')],
  callableTimeSets: [],
  capabilities: {
    editSchedules: { allowed: true },
    editCallableTimeSets: { allowed: true },
    editSequences: { allowed: true },
    runSequences: { allowed: true }
  },
  activeLimit: 50
})

describe('the week view through the platform’s listing lag', () => {
  it('shows a schedule deleted here as none, a schedule saved here over an older one, no deleted campaign', () => {
    const changes: RecentChange[] = [
      { kind: 'campaignSchedule', id: 'c1', at: T, removed: true },
      {
        kind: 'campaignSchedule',
        id: 'c2',
        at: T,
        removed: false,
        version: 3,
        saved: schedule(3, 'Europe/Paris')
      },
      { kind: 'campaign', id: 'c3', at: T, removed: true }
    ]
    const shown = schedulesWithRecentChanges(answer(), changes)
    expect(
      shown.campaigns.map(one => [one.id, one.schedule?.version ?? null, one.schedule?.timeZone])
    ).toEqual([
      ['c1', null, undefined],
      ['c2', 3, 'Europe/Paris']
    ])
  })

  it('keeps a newer listed schedule (someone saved after this browser did)', () => {
    const changes: RecentChange[] = [
      { kind: 'campaignSchedule', id: 'c1', at: T, removed: false, version: 1, saved: schedule(1, 'UTC') }
    ]
    expect(schedulesWithRecentChanges(answer(), changes).campaigns[0]!.schedule).toEqual(schedule(2))
  })
})
