import { createDataStore, type DataFailure, type DataRequest, type DataTransport } from '@/shared/data'
import type { ScheduledCampaign, SchedulesAnswer } from '@/shared/schedules'
import { noteRemoved, recentChanges } from '@/shared/ui/list/model/recentChanges'

import { schedulesApi, statusLaidIn } from './schedulesApi'

const { schedules, saveSchedule, deleteSchedule } = schedulesApi.endpoints

const schedule = (version: number) => ({
  timeZone: 'Europe/London',
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
const week = (): SchedulesAnswer => ({
  campaigns: [campaign('c1'), campaign('c2')],
  callableTimeSets: [],
  capabilities: {
    editSchedules: { allowed: true },
    editCallableTimeSets: { allowed: true },
    editSequences: { allowed: true },
    runSequences: { allowed: true }
  },
  activeLimit: 50
})
const CONFLICT: DataFailure = { status: 409, code: 'schedule.conflict', message: 'stale' }

/** The API as the test's own transport: the week on GET, `answers` for the changes; what it was asked. */
function weekStore(answers: { PUT?: unknown; DELETE?: unknown; refuse?: boolean } = {}) {
  const sent: DataRequest[] = []
  const transport: DataTransport = {
    request: async <T>({ signal: _signal, ...request }: DataRequest & { signal?: AbortSignal }) => {
      sent.push(request)
      if (request.method === 'GET') return week() as T
      if (answers.refuse) throw new Error('refused')
      return answers[request.method as 'PUT' | 'DELETE'] as T
    },
    failureOf: () => CONFLICT
  }
  const store = createDataStore(transport)
  const shown = () => schedules.select()(store.getState() as never).data
  return { store, sent, shown }
}

beforeEach(() => localStorage.clear())

describe('the week view’s endpoints', () => {
  it('reads the week through the browser’s recent changes (a schedule deleted here shows as none)', async () => {
    noteRemoved('campaignSchedule', 'c2')
    const { store, shown } = weekStore()
    await store.dispatch(schedules.initiate())
    expect(shown()?.campaigns.map(one => one.schedule?.version ?? null)).toEqual([2, null])
  })

  it('lays a saved schedule’s answer into the week without reading it again, and remembers it', async () => {
    const saved = campaign('c1', { schedule: schedule(3) })
    const { store, sent, shown } = weekStore({ PUT: saved })
    await store.dispatch(schedules.initiate())
    const change = { timeZone: 'Europe/London', intervals: [], recurrences: [], version: 2 }
    await store.dispatch(saveSchedule.initiate({ campaignId: 'c1', change })).unwrap()
    expect(sent.slice(1)).toEqual([{ method: 'PUT', url: '/api/campaigns/c1/schedule', data: change }])
    expect(shown()?.campaigns[0]).toEqual(saved)
    expect(recentChanges()).toEqual([
      expect.objectContaining({ kind: 'campaignSchedule', id: 'c1', version: 3 })
    ])
  })

  it('deletes on the version; an empty answer leaves the campaign without its schedule', async () => {
    const { store, sent, shown } = weekStore({ DELETE: '' })
    await store.dispatch(schedules.initiate())
    const [first] = week().campaigns
    const answered = await store.dispatch(deleteSchedule.initiate({ campaign: first!, version: 2 })).unwrap()
    expect(sent.slice(1)).toEqual([
      { method: 'DELETE', url: '/api/campaigns/c1/schedule', params: { version: 2 } }
    ])
    expect(answered).toEqual({ ...first, schedule: null })
    expect(shown()?.campaigns[0]?.schedule).toBeNull()
    expect(recentChanges()).toEqual([
      expect.objectContaining({ kind: 'campaignSchedule', id: 'c1', removed: true })
    ])
  })

  it('leaves the week as it was when a change is refused', async () => {
    const { store, shown } = weekStore({ refuse: true })
    await store.dispatch(schedules.initiate())
    const before = shown()
    const change = { timeZone: 'Europe/London', intervals: [], recurrences: [], version: 1 }
    await expect(
      store.dispatch(saveSchedule.initiate({ campaignId: 'c1', change })).unwrap()
    ).rejects.toEqual(CONFLICT)
    expect(shown()).toBe(before)
    expect(recentChanges()).toEqual([])
  })

  it('lays a pushed status into the week, and changes nothing when it already says so', async () => {
    const { store, shown } = weekStore()
    await store.dispatch(schedules.initiate())
    store.dispatch(statusLaidIn('c2', 'on'))
    const after = shown()
    expect(after?.campaigns.map(one => one.status)).toEqual(['off', 'on'])
    store.dispatch(statusLaidIn('c2', 'on'))
    store.dispatch(statusLaidIn('unknown', 'on'))
    expect(shown()).toBe(after)
  })
})
