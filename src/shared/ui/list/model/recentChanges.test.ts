import {
  newestOf,
  noteRemoved,
  noteSaved,
  RECENT_CHANGE_MS,
  type RecentChange,
  recentChanges,
  reconcileRows
} from './recentChanges'

const T = Date.parse('2026-04-01T09:00:00.000Z')

interface Row {
  id: string
  name: string
  version: number
}
const row = (id: string, name: string, version: number): Row => ({ id, name, version })

beforeEach(() => localStorage.clear())

describe('recent changes: what this browser deleted or saved, over listings that lag behind', () => {
  it('hides a row removed here for a minute, then shows what the listing says again', () => {
    noteRemoved('sequence', 'b', T)
    const listed = [row('a', 'A', 1), row('b', 'B', 1)]
    expect(reconcileRows(listed, 'sequence', recentChanges(T + 1000))).toEqual({
      rows: [row('a', 'A', 1)],
      hidden: 1
    })
    expect(reconcileRows(listed, 'sequence', recentChanges(T + RECENT_CHANGE_MS - 1)).hidden).toBe(1)
    expect(reconcileRows(listed, 'sequence', recentChanges(T + RECENT_CHANGE_MS)).rows).toEqual(listed)
  })

  it('keeps each kind apart: a removed campaign does not hide a sequence with the same id', () => {
    noteRemoved('campaign', 'a', T)
    expect(reconcileRows([row('a', 'A', 1)], 'sequence', recentChanges(T)).hidden).toBe(0)
  })

  it('shows the version saved here over an older listed one, and a newer or equal listed one as listed', () => {
    noteSaved('callableTimeSet', 'a', 3, { name: 'Saved' }, T)
    const changes = recentChanges(T + 10)
    expect(reconcileRows([row('a', 'Listed', 2)], 'callableTimeSet', changes).rows).toEqual([
      row('a', 'Saved', 3)
    ])
    expect(reconcileRows([row('a', 'Listed', 3)], 'callableTimeSet', changes).rows).toEqual([
      row('a', 'Listed', 3)
    ])
    expect(reconcileRows([row('a', 'Someone else', 4)], 'callableTimeSet', changes).rows).toEqual([
      row('a', 'Someone else', 4)
    ])
  })

  it('lays only the saved fields over the listed row (the rest is the listing’s)', () => {
    const listed = { id: 'c', version: 1, name: 'Old', progress: 40 }
    const change: RecentChange = {
      kind: 'campaign',
      id: 'c',
      at: T,
      removed: false,
      version: 2,
      saved: { name: 'New' }
    }
    expect(newestOf(listed, change)).toEqual({ id: 'c', version: 2, name: 'New', progress: 40 })
  })

  it('takes the latest note of an object: saved after a removal, it shows again at the saved version', () => {
    noteRemoved('campaignSchedule', 'c', T)
    // made anew: its versions start again, so the listing's older schedule (version 4) is not newer
    noteSaved('campaignSchedule', 'c', 1, { timeZone: 'Europe/Paris' }, T + 1000)
    const [change] = recentChanges(T + 2000)
    expect(change).toMatchObject({ removed: false, version: 1, recreated: true })
    expect(newestOf({ version: 4, timeZone: 'Europe/London' }, change)).toEqual({
      version: 1,
      timeZone: 'Europe/Paris'
    })
    expect(newestOf(null, change)).toBeNull()
  })

  it('removes a schedule shown by a listing that lags behind the delete', () => {
    noteRemoved('campaignSchedule', 'c', T)
    const [change] = recentChanges(T)
    expect(newestOf({ version: 2 }, change)).toBeNull()
  })

  it('keeps the changes in local storage (a reload knows them) and ignores what it cannot read there', () => {
    noteRemoved('campaign', 'x', T)
    expect(JSON.parse(localStorage.getItem('campaignManager.recentChanges')!)).toEqual([
      { kind: 'campaign', id: 'x', at: T, removed: true }
    ])
    localStorage.setItem(
      'campaignManager.recentChanges',
      JSON.stringify([
        { kind: 'campaign', id: 'x', at: T, removed: true },
        { kind: 'planet', id: 'y', at: T, removed: true },
        { kind: 'sequence', id: 'z', at: 'soon', removed: true },
        { kind: 'sequence', id: 'w', at: T, removed: false },
        'junk'
      ])
    )
    expect(recentChanges(T).map(change => change.id)).toEqual(['x'])
    localStorage.setItem('campaignManager.recentChanges', '{not json')
    expect(recentChanges(T)).toEqual([])
  })
})
