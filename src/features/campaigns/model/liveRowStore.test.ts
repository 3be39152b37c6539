import { campaignRow } from '../testing/fixtures'
import { createLiveRowStore, settledRows } from './liveRowStore'

describe('the rows as the grid is given them', () => {
  const spring = campaignRow('Spring renewals', { status: 'on' })
  const winback = campaignRow('Winback')

  it('keep their objects, and the list its identity, while only progress, pace and live figures change', () => {
    const shown = [spring, winback]
    const reported = [
      {
        ...spring,
        progress: { called: 121, total: 400, percentage: 30.25 },
        pace: { ...spring.pace, etaSeconds: 600 }
      },
      winback
    ]
    expect(settledRows(shown, reported)).toBe(shown)
  })

  it('give a row anew when anything else of it changes, and keep the others', () => {
    const shown = [spring, winback]
    const stopped = { ...spring, status: 'stopping' as const, version: 2 }
    const next = settledRows(shown, [stopped, winback])
    expect(next).toEqual([stopped, winback])
    expect(next[0]).toBe(stopped)
    expect(next[1]).toBe(winback)
  })

  it('follow a new order and new rows', () => {
    const survey = campaignRow('Survey')
    const next = settledRows([spring, winback], [survey, winback, spring])
    expect(next.map(row => row.name)).toEqual(['Survey', 'Winback', 'Spring renewals'])
    expect(next[2]).toBe(spring)
  })
})

describe('the live rows', () => {
  it('answer the current row by id and tell their listeners of each change', () => {
    const spring = campaignRow('Spring renewals')
    const store = createLiveRowStore([spring])
    const heard = jest.fn()
    const stop = store.subscribe(heard)
    const moved = { ...spring, progress: { called: 200, total: 400, percentage: 50 } }
    store.replace([moved])
    expect(store.get(spring.id)).toBe(moved)
    expect(heard).toHaveBeenCalledTimes(1)
    stop()
    store.replace([spring])
    expect(heard).toHaveBeenCalledTimes(1)
    expect(store.get('id-nobody')).toBeUndefined()
  })

  it('answer the rows of a new page, and no longer those that left it', () => {
    const spring = campaignRow('Spring renewals')
    const winback = campaignRow('Winback')
    const survey = campaignRow('Survey')
    const store = createLiveRowStore([spring, winback])
    const moved = { ...winback, progress: { called: 5, total: 50, percentage: 10 } }
    store.replace([spring, moved])
    expect(store.get(winback.id)).toBe(moved)
    store.replace([survey, spring])
    expect(store.get(survey.id)).toBe(survey)
    expect(store.get(spring.id)).toBe(spring)
    expect(store.get(winback.id)).toBeUndefined()
  })
})
