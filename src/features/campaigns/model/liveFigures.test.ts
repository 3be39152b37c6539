import type { CampaignDetail } from '@/shared/campaigns/campaignTypes'
import type { CampaignLiveFiguresAnswer, CampaignPerformance } from '@/shared/campaigns/performanceTypes'

import { campaignRow, overviewOf } from '../testing/fixtures'
import { paceNow, silentRow } from '@/shared/campaigns/dialingNow'

import { applyEventFigures, applyLiveFigures, applyLiveStats, turnsDialing } from './liveFigures'
import type { EventFigures } from './statsEventFigures'

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

describe('a statistics event that names its figures (no read)', () => {
  const figures = (over: Partial<EventFigures> = {}): EventFigures => ({
    idleAgents: 0,
    outstandingCalls: 0,
    linesInUse: 0,
    linesAvailable: 10,
    contactRate: 0.5,
    effectiveIdleAgents: 0,
    scheduledCalls: 0,
    rightPartyContacts: 20,
    at: Date.parse('2026-11-21T10:42:30.000Z'),
    ...over
  })
  const dialingOverview = () => {
    const overview = overviewOf([
      campaignRow('Spring', {
        status: 'on',
        performance: dialing,
        pace: { contactsPerMinute: 119.9, etaSeconds: 600, sampledAt: null }
      })
    ])
    overview.refreshedAt = '2026-11-21T10:42:00.000Z'
    return overview
  }

  it('a campaign that goes silent is silent from the event, its pace 0 a minute at once, and turns', () => {
    const overview = dialingOverview()
    const row = overview.campaigns[0]!
    expect(turnsDialing(row, figures())).toBe(true)
    applyEventFigures(overview, row, figures())
    expect(row.performance).toMatchObject({
      idleAgents: 0,
      outstandingCalls: 0,
      linesInUse: 0,
      contactRate: 0.5,
      rightPartyContacts: 20,
      idleSince: '2026-11-21T10:42:30.000Z'
    })
    expect(paceNow(row.pace, silentRow(row))).toEqual({
      contactsPerMinute: 0,
      etaSeconds: null,
      sampledAt: null
    })
    // still silent: it does not turn again (no read), and stays silent since the first event
    const later = figures({ at: Date.parse('2026-11-21T10:42:40.000Z') })
    expect(turnsDialing(row, later)).toBe(false)
    applyEventFigures(overview, row, later)
    expect(row.performance!.idleSince).toBe('2026-11-21T10:42:30.000Z')
  })

  it('a silent or stalled campaign that dials again clears the silence and shows its measured pace', () => {
    const overview = dialingOverview()
    const row = overview.campaigns[0]!
    row.performance = { ...silent, stalled: true, reason: { kind: 'unknown' } }
    const calling = figures({ outstandingCalls: 2, linesInUse: 2, idleAgents: 1 })
    expect(turnsDialing(row, calling)).toBe(true)
    applyEventFigures(overview, row, calling)
    expect(row.performance).toMatchObject({ idleSince: null, stallsAt: null, stalled: false, reason: null })
    expect(paceNow(row.pace, silentRow(row)).contactsPerMinute).toBe(119.9)
  })

  it('figures older than the overview change nothing; a row without performance is left alone', () => {
    const overview = dialingOverview()
    applyEventFigures(
      overview,
      overview.campaigns[0]!,
      figures({ at: Date.parse('2026-11-21T10:41:59.000Z') })
    )
    expect(overview.campaigns[0]!.performance).toEqual(dialing)
    const off = campaignRow('Off')
    expect(turnsDialing(off, figures())).toBe(false)
  })
})
