import type { CampaignTodayEvent } from '@/shared/campaigns/campaignTodayTypes'
import { todayEventText } from './todayEventText'

const figures = { percent: (value: number) => `${value}%`, integer: (value: number) => String(value) }

const event = (kind: CampaignTodayEvent['kind'], params: CampaignTodayEvent['params'] = {}) =>
  todayEventText(
    { id: 'e', at: '2026-04-01T10:00:00.000Z', level: 'error', kind, params, message: 'x' },
    figures
  )

describe('what a dialer event says', () => {
  it('a start that failed says why when the platform’s code told, never a code', () => {
    expect(event('startFailed')).toEqual({ key: 'today.events.startFailed' })
    expect(event('startFailed', { startRefusal: 'activeLimit' })).toEqual({
      key: 'today.events.startFailedActiveLimit'
    })
    expect(event('startFailed', { startRefusal: 'invalid' })).toEqual({
      key: 'today.events.startFailedInvalid'
    })
  })

  it('a start a schedule could not make says the schedule', () => {
    expect(event('startRefused', { startRefusal: 'invalid' })).toEqual({
      key: 'today.events.startRefusedInvalid'
    })
    expect(event('startRefused')).toEqual({ key: 'today.events.startRefused' })
  })
})
