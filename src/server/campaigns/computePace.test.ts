/** @jest-environment node */
import { computePace, NO_PACE } from './computePace'

const T0 = Date.parse('2026-03-01T10:00:00.000Z')
const at = (seconds: number, called: number) => ({ at: T0 + seconds * 1000, called })

describe('computePace', () => {
  it('knows nothing without samples', () => {
    expect(computePace([], 100)).toEqual(NO_PACE)
  })

  it('waits for samples spanning 10 s', () => {
    expect(computePace([at(0, 10), at(5, 20)], 100)).toEqual({
      contactsPerMinute: null,
      etaSeconds: null,
      sampledAt: new Date(T0 + 5000).toISOString()
    })
  })

  it('measures contacts per minute between the oldest and the newest sample, and the ETA from it', () => {
    // 120 contacts in 2 minutes: 60 a minute; 300 remaining: 5 minutes.
    expect(computePace([at(120, 130), at(0, 10), at(60, 70)], 300)).toEqual({
      contactsPerMinute: 60,
      etaSeconds: 300,
      sampledAt: new Date(T0 + 120_000).toISOString()
    })
  })

  it('looks back 5 minutes only', () => {
    // the first sample is 6 minutes old: the pace is the recent 10 a minute, not the early rush
    const pace = computePace([at(0, 0), at(60, 500), at(360, 550)], 100)
    expect(pace.contactsPerMinute).toBe(10)
    expect(pace.etaSeconds).toBe(600)
  })

  it('starts again after a recycle (called dropped)', () => {
    const pace = computePace([at(0, 400), at(60, 500), at(120, 0), at(180, 30)], 270)
    expect(pace.contactsPerMinute).toBe(30)
    expect(pace.etaSeconds).toBe(540)
  })

  it('has no ETA while nothing is being called, and 0 when nothing remains', () => {
    expect(computePace([at(0, 50), at(60, 50)], 10)).toMatchObject({ contactsPerMinute: 0, etaSeconds: null })
    expect(computePace([at(0, 50), at(60, 60)], 0)).toMatchObject({ etaSeconds: 0 })
  })

  it('rounds the pace to a tenth and the ETA up to a second', () => {
    expect(computePace([at(0, 0), at(90, 10)], 1)).toEqual({
      contactsPerMinute: 6.7,
      etaSeconds: 9,
      sampledAt: new Date(T0 + 90_000).toISOString()
    })
  })
})
