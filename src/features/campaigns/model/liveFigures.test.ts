import type { CampaignDetail } from '@/shared/campaigns/campaignTypes'
import type { CampaignLiveFiguresAnswer, CampaignPerformance } from '@/shared/campaigns/performanceTypes'

import { campaignRow, overviewOf } from '../testing/fixtures'
import { applyLiveFigures, applyLiveStats } from './liveFigures'

const dialing: CampaignPerformance = {
  idleAgents: 3,
  linesInUse: 4,
  linesAvailable: 10,
  contactRate: 0.42,
  rightPartyContacts: 17,
  outstandingCalls: 4,
  abandonRate: 2.4,
  abandonTarget: 5,
  idleSince: null,
  stallsAt: null,
  stalled: false,
  reason: null
}
const silent: CampaignPerformance = {
  ...dialing,
  idleAgents: 0,
  linesInUse: 0,
  outstandingCalls: 0,
  abandonRate: null,
  abandonTarget: null,
  idleSince: '2026-11-21T10:42:00.000Z',
  stallsAt: '2026-11-21T10:43:00.000Z'
}
const answerAt = (readAt: string, performance = silent): CampaignLiveFiguresAnswer => ({
  readAt,
  campaigns: [{ id: 'id-spring', performance, effectiveIdleAgents: 1, scheduledCalls: 7 }]
})

describe('applyLiveFigures', () => {
  it('takes the new figures of a row that shows performance, keeping its abandon rate and target', () => {
    const overview = overviewOf([
      campaignRow('Spring', { status: 'on', performance: dialing }),
      campaignRow('Off')
    ])
    overview.refreshedAt = '2026-11-21T10:42:00.000Z'
    applyLiveFigures(overview, answerAt('2026-11-21T10:42:05.000Z'))
    expect(overview.campaigns[0]!.performance).toEqual({ ...silent, abandonRate: 2.4, abandonTarget: 5 })
    expect(overview.campaigns[1]!.performance).toBeUndefined()
  })

  it('an answer read before the overview was changes nothing', () => {
    const overview = overviewOf([campaignRow('Spring', { status: 'on', performance: dialing })])
    overview.refreshedAt = '2026-11-21T10:42:10.000Z'
    applyLiveFigures(overview, answerAt('2026-11-21T10:42:05.000Z'))
    expect(overview.campaigns[0]!.performance).toEqual(dialing)
  })
})

describe('applyLiveStats', () => {
  const detailOf = (refreshedAt: string) =>
    ({
      campaign: { id: 'id-spring' },
      refreshedAt,
      stats: {
        contactRate: { attempts: 40, connects: 17, connectRatio: 0.4 },
        idleAgents: 3,
        effectiveIdleAgents: 3,
        outstandingCalls: 4,
        scheduledCalls: 2,
        linesUtilization: 0.4
      }
    }) as unknown as CampaignDetail

  it("changes the page's live figures, keeping attempts and connects as last read", () => {
    const detail = detailOf('2026-11-21T10:42:00.000Z')
    applyLiveStats(
      detail,
      answerAt('2026-11-21T10:42:05.000Z', { ...dialing, linesInUse: 5, contactRate: 0.5 })
    )
    expect(detail.stats).toEqual({
      contactRate: { attempts: 40, connects: 17, connectRatio: 0.5 },
      idleAgents: 3,
      effectiveIdleAgents: 1,
      outstandingCalls: 4,
      scheduledCalls: 7,
      linesUtilization: 0.5
    })
  })

  it('an older answer, or one of another campaign, changes nothing', () => {
    const detail = detailOf('2026-11-21T10:42:10.000Z')
    const before = JSON.stringify(detail)
    applyLiveStats(detail, answerAt('2026-11-21T10:42:05.000Z'))
    applyLiveStats(detail, { readAt: '2026-11-21T10:43:00.000Z', campaigns: [] })
    expect(JSON.stringify(detail)).toBe(before)
  })
})
