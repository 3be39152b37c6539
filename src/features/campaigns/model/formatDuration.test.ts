import { formatDuration } from './formatDuration'

describe('formatDuration (the ETA)', () => {
  it('is unknown without a figure', () => {
    expect(formatDuration(null)).toBeNull()
    expect(formatDuration(undefined)).toBeNull()
    expect(formatDuration(Number.NaN)).toBeNull()
    expect(formatDuration(-5)).toBeNull()
  })

  it('reads in the largest two units', () => {
    expect(formatDuration(20)).toEqual({ key: 'duration.lessThanMinute' })
    expect(formatDuration(45 * 60)).toEqual({ key: 'duration.minutes', values: { minutes: 45 } })
    expect(formatDuration(80 * 60)).toEqual({
      key: 'duration.hoursMinutes',
      values: { hours: 1, minutes: 20 }
    })
    expect(formatDuration(2 * 3600 + 10)).toEqual({ key: 'duration.hours', values: { hours: 2 } })
    expect(formatDuration(51 * 3600)).toEqual({ key: 'duration.daysHours', values: { days: 2, hours: 3 } })
    expect(formatDuration(48 * 3600)).toEqual({ key: 'duration.days', values: { days: 2 } })
  })
})
