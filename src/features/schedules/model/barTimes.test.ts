import { barTimes } from './barTimes'
import { dateTexts } from './dateFormat'

// Monday 23 November 2026 in London (UTC+0)
const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 23, hour, minute)
/** an 8-hour run's bar on a 1440 px screen: the week's track is about 890 px, 127 px a day */
const EIGHT_HOURS_AT_1440 = (890 / 7) * (8 / 24)

describe('a bar’s times', () => {
  it('are the start and the end as short as the language writes them, in the shown zone', () => {
    const english = dateTexts('en', 'Europe/London')
    expect(barTimes(english, at(9), at(17))).toMatchObject({ start: '9 AM', end: '5 PM' })
    expect(barTimes(english, at(9, 30), at(17, 45))).toMatchObject({ start: '9:30 AM', end: '5:45 PM' })
    expect(barTimes(dateTexts('fr', 'Europe/London'), at(9), at(17))).toMatchObject({
      start: '9:00',
      end: '17:00'
    })
    expect(barTimes(dateTexts('de', 'Europe/Berlin'), at(9), at(17))).toMatchObject({
      start: '10:00',
      end: '18:00'
    })
  })

  it('show on a business day’s bar at 1440 px (start above end), on one line only on a wider bar', () => {
    for (const language of ['en', 'fr']) {
      const times = barTimes(dateTexts(language, 'Europe/London'), at(9), at(17))
      expect(times.stackMin).toBeLessThanOrEqual(EIGHT_HOURS_AT_1440)
      expect(times.lineMin).toBeGreaterThan(times.stackMin)
    }
    // an hour's bar (about 5 px) has no room for them
    expect(barTimes(dateTexts('en', 'Europe/London'), at(9), at(10)).stackMin).toBeGreaterThan(890 / 7 / 24)
  })
})
