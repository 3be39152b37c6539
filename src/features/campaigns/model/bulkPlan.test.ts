import type { CampaignStatus } from '@/shared/campaigns/campaignTypes'

import { planBulkAction } from './bulkPlan'

const c = (name: string, status: CampaignStatus) => ({ id: name, name, status })

describe('planBulkAction (what the confirmation announces)', () => {
  const selection = [
    c('A', 'off'),
    c('B', 'on'),
    c('C', 'complete'),
    c('D', 'stopping'),
    c('E', 'invalid'),
    c('F', 'forced_off')
  ]

  it('start: the campaigns that are not running; on, stopping and invalid ones are left as is', () => {
    const plan = planBulkAction('start', selection)
    expect(plan.acting.map(x => x.name)).toEqual(['A', 'C', 'F'])
    expect(plan.skipped).toEqual([
      { reason: 'alreadyOn', campaigns: [c('B', 'on')] },
      { reason: 'stopping', campaigns: [c('D', 'stopping')] },
      { reason: 'invalid', campaigns: [c('E', 'invalid')] }
    ])
  })

  it('stop: only the campaigns that are on', () => {
    const plan = planBulkAction('stop', selection)
    expect(plan.acting.map(x => x.name)).toEqual(['B'])
    expect(plan.skipped.map(s => [s.reason, s.campaigns.map(x => x.name)])).toEqual([
      ['stopping', ['D']],
      ['notOn', ['A', 'C', 'E', 'F']]
    ])
  })

  it('recycle: every selected campaign (the platform answers for each)', () => {
    const plan = planBulkAction('recycle', selection)
    expect(plan.acting).toHaveLength(6)
    expect(plan.skipped).toEqual([])
  })
})
