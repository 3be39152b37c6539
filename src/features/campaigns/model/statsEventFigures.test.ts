import { readStatsEventFigures } from './statsEventFigures'

const RECEIVED = Date.parse('2026-11-28T10:00:05.000Z')

// the SDK's StatEventCampaignTopicStatsNotification, metrics named after CampaignStats (as the emulator sends it)
const metricBody = {
  group: { campaignId: 'c-1' },
  data: [
    {
      interval: '2026-11-28T10:00:02.000Z/2026-11-28T10:00:03.000Z',
      metrics: [
        { metric: 'contactRate', stats: { attempts: 10, connects: 4, connectRatio: 0.4 } },
        { metric: 'idleAgents', stats: { count: 2 } },
        { metric: 'effectiveIdleAgents', stats: { count: 1 } },
        { metric: 'adjustedCallsPerAgent', stats: { value: 1.5 } },
        { metric: 'outstandingCalls', stats: { count: 3 } },
        { metric: 'scheduledCalls', stats: { count: 7 } },
        { metric: 'rightPartyContactsCount', stats: { count: 9 } },
        { metric: 'linesUtilization', stats: { assignedOutboundLines: 4, totalAvailableOutboundLines: 10 } }
      ]
    }
  ]
}

describe('readStatsEventFigures', () => {
  it('reads the metrics of the SDK model by their CampaignStats names, at the end of the interval', () => {
    expect(readStatsEventFigures(metricBody, RECEIVED)).toEqual({
      idleAgents: 2,
      outstandingCalls: 3,
      linesInUse: 4,
      linesAvailable: 10,
      contactRate: 0.4,
      effectiveIdleAgents: 1,
      scheduledCalls: 7,
      rightPartyContacts: 9,
      at: Date.parse('2026-11-28T10:00:03.000Z')
    })
  })

  it("reads older SDKs' flat CampaignStats, at the time it came", () => {
    const flat = { idleAgents: 0, outstandingCalls: 0, linesUtilization: { assignedOutboundLines: 0 } }
    expect(readStatsEventFigures(flat, RECEIVED)).toMatchObject({
      idleAgents: 0,
      outstandingCalls: 0,
      linesInUse: 0,
      linesAvailable: null,
      contactRate: null,
      at: RECEIVED
    })
  })

  it('answers null when the body does not name the figures dialing is judged by (the page reads them)', () => {
    const unnamed = {
      group: { campaignId: 'c-1' },
      data: [{ interval: 'x/y', metrics: [{ metric: 'oOutboundAttempted', stats: { count: 4 } }] }]
    }
    expect(readStatsEventFigures(unnamed, RECEIVED)).toBeNull()
    expect(readStatsEventFigures({ group: { campaignId: 'c-1' }, data: [] }, RECEIVED)).toBeNull()
    expect(readStatsEventFigures({ idleAgents: '2', outstandingCalls: 1 }, RECEIVED)).toBeNull()
    expect(readStatsEventFigures('busy', RECEIVED)).toBeNull()
  })
})
