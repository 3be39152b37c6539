import { campaignRow, overviewOf } from '../testing/fixtures'
import { applyCampaignChanges, readCampaignEvent } from './campaignEvents'

describe('readCampaignEvent', () => {
  it("reads a campaign's change: status, version, name and the platform's errors", () => {
    expect(
      readCampaignEvent('v2.outbound.campaigns.c-1', {
        id: 'c-1',
        name: 'Renewals',
        campaignStatus: 'invalid',
        version: 7,
        errors: [{ error: 'No phone column.', details: 'Cell' }, 'Queue missing.', { code: 'x' }]
      })
    ).toEqual({
      kind: 'campaign',
      id: 'c-1',
      name: 'Renewals',
      status: 'invalid',
      version: 7,
      errors: ['No phone column. (Cell)', 'Queue missing.']
    })
  })

  it('takes a status this app does not know as invalid (it cannot be acted on safely)', () => {
    expect(readCampaignEvent('v2.outbound.campaigns.c-1', { campaignStatus: 'paused' })).toMatchObject({
      status: 'invalid'
    })
  })

  it('reads progress, working out the percentage when the event has none', () => {
    expect(
      readCampaignEvent('v2.outbound.campaigns.c-1.progress', {
        numberOfContactsCalled: 30,
        totalNumberOfContacts: 120
      })
    ).toEqual({ kind: 'progress', id: 'c-1', called: 30, total: 120, percentage: 25 })
  })

  it('a statistics event carries its figures when it names them, else only says they changed', () => {
    const at = Date.parse('2026-04-01T09:00:05Z')
    // the SDK's StatEventCampaignTopicStatsNotification naming no metric, and a flat body without the calls
    const unnamed = {
      group: { campaignId: 'c-1' },
      data: [{ interval: '2026-04-01T09:00:00Z/2026-04-01T09:00:01Z', metrics: [] }]
    }
    const partial = { contactRate: { attempts: 12, connects: 3 }, idleAgents: 2 }
    for (const body of [unnamed, partial, {}])
      expect(readCampaignEvent('v2.outbound.campaigns.c-1.stats', body, at)).toEqual({
        kind: 'stats',
        id: 'c-1',
        figures: null
      })
    // older SDKs' flat StatsNotification with the figures of GET …/stats
    const flat = { idleAgents: 2, outstandingCalls: 1, linesUtilization: { assignedOutboundLines: 1 } }
    expect(readCampaignEvent('v2.outbound.campaigns.c-1.stats', flat, at)).toMatchObject({
      kind: 'stats',
      figures: { idleAgents: 2, outstandingCalls: 1, linesInUse: 1, at }
    })
  })

  it('ignores what it cannot use: other topics, malformed bodies', () => {
    expect(readCampaignEvent('v2.outbound.campaigns.c-1.stats', 'busy')).toBeNull()
    expect(readCampaignEvent('v2.outbound.campaigns.c-1.diagnostics', {})).toBeNull()
    expect(readCampaignEvent('v2.users.u-1.presence', {})).toBeNull()
    expect(readCampaignEvent('v2.outbound.campaigns.c-1', 'on')).toBeNull()
    expect(
      readCampaignEvent('v2.outbound.campaigns.c-1.progress', { numberOfContactsCalled: '3' })
    ).toBeNull()
  })
})

describe('applyCampaignChanges', () => {
  const overview = () =>
    overviewOf([
      campaignRow('Spring', {
        status: 'on',
        progress: { called: 100, total: 400, percentage: 25 },
        pace: { contactsPerMinute: 10, etaSeconds: 1800, sampledAt: '2026-11-24T08:00:00.000Z' }
      }),
      campaignRow('Winback', { status: 'off', progress: { called: 0, total: 50, percentage: 0 } })
    ])

  it('changes the row and moves the summary count from the old status to the new', () => {
    const data = overview()
    applyCampaignChanges(data, [{ kind: 'campaign', id: 'id-winback', status: 'on', version: 2 }])
    expect(data.campaigns[1]).toMatchObject({ status: 'on', version: 2 })
    expect(data.summary.byStatus).toMatchObject({ on: 2, off: 0 })
  })

  it('a campaign turned off keeps no live figures (no dialing figures beside "Off")', () => {
    const data = overview()
    data.campaigns[0]!.performance = {
      idleAgents: 2,
      linesInUse: 3,
      linesAvailable: 10,
      contactRate: 0.4,
      rightPartyContacts: 5,
      outstandingCalls: 3,
      abandonRate: null,
      abandonTarget: null,
      idleSince: null,
      stallsAt: null,
      stalled: false,
      reason: null
    }
    applyCampaignChanges(data, [{ kind: 'campaign', id: 'id-spring', status: 'off', version: 2 }])
    expect(data.campaigns[0]).toMatchObject({ status: 'off', performance: null })
  })

  it('keeps newer data over an older event', () => {
    const data = overview()
    data.campaigns[1]!.version = 5
    applyCampaignChanges(data, [{ kind: 'campaign', id: 'id-winback', status: 'on', version: 4 }])
    expect(data.campaigns[1]).toMatchObject({ status: 'off', version: 5 })
    expect(data.summary.byStatus).toMatchObject({ on: 1, off: 1 })
  })

  it('progress: the figures, the contacts remaining, and the time left at the pace last measured', () => {
    const data = overview()
    const remainingBefore = data.summary.contactsRemaining
    applyCampaignChanges(data, [
      { kind: 'progress', id: 'id-spring', called: 160, total: 400, percentage: 40 }
    ])
    expect(data.campaigns[0]!.progress).toEqual({ called: 160, total: 400, percentage: 40 })
    expect(data.summary.contactsRemaining).toBe(remainingBefore - 60)
    // 240 left at 10 a minute
    expect(data.campaigns[0]!.pace.etaSeconds).toBe(24 * 60)
  })

  it('a batch applies in order, each change to its own campaign: the later report of a campaign stands', () => {
    const data = overview()
    const remainingBefore = data.summary.contactsRemaining
    applyCampaignChanges(data, [
      { kind: 'progress', id: 'id-spring', called: 120, total: 400, percentage: 30 },
      { kind: 'campaign', id: 'id-winback', status: 'on', version: 2 },
      { kind: 'progress', id: 'id-winback', called: 10, total: 50, percentage: 20 },
      { kind: 'progress', id: 'id-spring', called: 160, total: 400, percentage: 40 }
    ])
    expect(data.campaigns[0]!.progress).toEqual({ called: 160, total: 400, percentage: 40 })
    expect(data.campaigns[1]).toMatchObject({ status: 'on', progress: { called: 10, total: 50 } })
    expect(data.summary.contactsRemaining).toBe(remainingBefore - 60 - 10)
    expect(data.summary.byStatus).toMatchObject({ on: 2, off: 0 })
  })

  it('a campaign that is neither on the page nor active changes nothing', () => {
    const data = overview()
    const before = JSON.stringify(data)
    applyCampaignChanges(data, [{ kind: 'campaign', id: 'id-elsewhere', status: 'on', version: 9 }])
    expect(JSON.stringify(data)).toBe(before)
  })

  it('an active campaign on another page keeps the summary true: its status moves a count, its progress the contacts remaining', () => {
    const data = overview()
    data.active.push({ id: 'id-elsewhere', status: 'on', version: 3, remaining: 500 })
    data.summary.byStatus.on = 2
    data.summary.contactsRemaining += 500
    const remainingBefore = data.summary.contactsRemaining

    applyCampaignChanges(data, [
      {
        kind: 'progress',
        id: 'id-elsewhere',
        called: 100,
        total: 550,
        percentage: 18
      }
    ])
    expect(data.summary.contactsRemaining).toBe(remainingBefore - 50)
    applyCampaignChanges(data, [{ kind: 'campaign', id: 'id-elsewhere', status: 'stopping', version: 4 }])
    expect(data.summary.byStatus).toMatchObject({ on: 1, stopping: 1 })
    // an older event is not applied over it
    applyCampaignChanges(data, [{ kind: 'campaign', id: 'id-elsewhere', status: 'on', version: 3 }])
    expect(data.summary.byStatus).toMatchObject({ on: 1, stopping: 1 })
    expect(data.campaigns.map(row => row.id)).not.toContain('id-elsewhere')
  })

  it('an active campaign on the page is counted once, by its row', () => {
    const data = overview()
    expect(data.active.map(campaign => campaign.id)).toEqual(['id-spring'])
    applyCampaignChanges(data, [{ kind: 'campaign', id: 'id-spring', status: 'stopping', version: 2 }])
    expect(data.summary.byStatus).toMatchObject({ on: 0, stopping: 1, off: 1 })
    expect(data.active[0]).toMatchObject({ status: 'stopping', version: 2 })
  })
})
