import type { TFunction } from 'i18next'

import { etaWord, paceWord } from './paceWords'

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction
const number = (value: number) => value.toFixed(1)
const pace = (contactsPerMinute: number | null, etaSeconds: number | null) => ({
  contactsPerMinute,
  etaSeconds,
  sampledAt: '2026-11-27T08:00:00.000Z'
})

describe('the words for pace and time left (grid cells and phone cards alike)', () => {
  it('a running campaign not yet measured: "measuring…" for both', () => {
    expect(paceWord(t, pace(null, null), true, number)).toEqual({ text: 'table.measuring', figure: false })
    expect(etaWord(t, pace(null, null), true)).toEqual({ text: 'table.measuring', figure: false })
  })

  it('a campaign that is not running: a dash, not "measuring…"', () => {
    expect(paceWord(t, pace(null, null), false, number)).toEqual({ text: '—', figure: false })
    expect(etaWord(t, undefined, false)).toEqual({ text: '—', figure: false })
  })

  it('measured: the pace and the time left as figures', () => {
    expect(paceWord(t, pace(3.5, 4800), true, number)).toEqual({
      text: 'table.pace {"pace":"3.5"}',
      figure: true
    })
    expect(etaWord(t, pace(3.5, 4800), true)).toEqual({
      text: 'duration.hoursMinutes {"hours":1,"minutes":20}',
      figure: true
    })
  })

  it('the pace known but no time left to tell: a dash (it is no longer being measured)', () => {
    expect(etaWord(t, pace(3.5, null), true)).toEqual({ text: '—', figure: false })
  })
})
