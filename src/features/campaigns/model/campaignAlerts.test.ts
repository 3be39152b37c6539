import type { CampaignRow } from '@/shared/campaigns/campaignTypes'

import { livePerformance } from '../testing/fixtures'
import { detectAlerts } from './campaignAlerts'

const performance = livePerformance
const row = (changes: Partial<CampaignRow> = {}): CampaignRow =>
  ({
    id: 'c1',
    name: 'Winter Renewals',
    status: 'on',
    dialingMode: 'predictive',
    performance: performance(),
    ...changes
  }) as CampaignRow

describe('campaign alerts', () => {
  it('says nothing about what held when the screen opened', () => {
    const first = detectAlerts(null, [
      row({ status: 'invalid' }),
      row({ id: 'c2', performance: performance({ abandonRate: 9 }) })
    ])
    expect(first.alerts).toEqual([])
  })

  it('alerts once when a campaign goes over its abandon target, and again only after it came back under', () => {
    let seen = detectAlerts(null, [row()]).conditions
    const over = row({ performance: performance({ abandonRate: 7.8 }) })
    const first = detectAlerts(seen, [over])
    expect(first.alerts).toEqual([
      { key: 'c1:abandon', kind: 'abandon', campaignId: 'c1', name: 'Winter Renewals', rate: 7.8, target: 5 }
    ])
    seen = first.conditions
    const still = detectAlerts(seen, [row({ performance: performance({ abandonRate: 8.1 }) })])
    expect(still.alerts).toEqual([])
    const under = detectAlerts(still.conditions, [row()])
    expect(detectAlerts(under.conditions, [over]).alerts.map(alert => alert.kind)).toEqual(['abandon'])
  })

  it('alerts when a campaign stops dialing (with why), becomes invalid or completes', () => {
    const seen = detectAlerts(null, [row(), row({ id: 'c2' }), row({ id: 'c3' })]).conditions
    const reason = {
      kind: 'noAgents',
      queue: 'Customer Care',
      onQueue: null,
      busy: null,
      onOtherCalls: null
    } as const
    const { alerts } = detectAlerts(seen, [
      row({ performance: performance({ stalled: true, reason }) }),
      row({ id: 'c2', status: 'invalid', performance: null }),
      row({ id: 'c3', status: 'complete', performance: null })
    ])
    expect(alerts.map(({ key, reason: why }) => [key, why])).toEqual([
      ['c1:stalled', reason],
      ['c2:invalid', undefined],
      ['c3:complete', undefined]
    ])
  })

  it('does not count an unknown abandon rate or a campaign without a target as over', () => {
    const seen = detectAlerts(null, [row()]).conditions
    expect(detectAlerts(seen, [row({ performance: performance({ abandonRate: null }) })]).alerts).toEqual([])
    expect(
      detectAlerts(seen, [row({ performance: performance({ abandonRate: 40, abandonTarget: null }) })]).alerts
    ).toEqual([])
  })
})
