import { changeReadout, changeText, type DurationUnit } from './changeReadout'
import { dateTexts } from './dateFormat'

const MIN = 60_000
const english = (kind: DurationUnit, count: number) =>
  `${count} ${{ days: 'd', hours: 'h', minutes: 'min' }[kind]}`
const german = (kind: DurationUnit, count: number) =>
  `${count} ${{ days: 'T.', hours: 'Std.', minutes: 'Min.' }[kind]}`

describe('a drag’s readout', () => {
  it('says how far the edge went in days, hours and quarter hours, with its sign', () => {
    expect(changeText(195 * MIN, english)).toBe('+3 h 15 min')
    expect(changeText(-45 * MIN, english)).toBe('\u221245 min')
    expect(changeText(60 * MIN, english)).toBe('+1 h')
    expect(changeText(26 * 60 * MIN, english)).toBe('+1 d 2 h')
    expect(changeText(0, english)).toBe('0 min')
    expect(changeText(-75 * MIN, german)).toBe('\u22121 Std. 15 Min.')
  })

  it('gives the run’s new times in the shown zone and the change, as the person’s language writes them', () => {
    // Tuesday 24 November 2026, 09:00–17:15 in New York (UTC−5)
    const start = Date.UTC(2026, 10, 24, 14, 0)
    const end = Date.UTC(2026, 10, 24, 22, 15)
    const line = (range: string, change: string) => `${range} (${change})`
    expect(
      changeReadout(dateTexts('en', 'America/New_York'), { unit: english, line }, start, end, 195 * MIN)
    ).toBe('Tue 9:00 AM\u20135:15 PM (+3 h 15 min)')
    expect(
      changeReadout(dateTexts('fr', 'Europe/Paris'), { unit: english, line }, start, end, -30 * MIN)
    ).toBe('mar. 15:00\u201323:15 (\u221230 min)')
  })
})
