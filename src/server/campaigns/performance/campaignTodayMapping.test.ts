import type { PlatformEventLog } from '@/server/platform'
import { campaignEvents, todayHealth } from './campaignTodayMapping'

const CAMPAIGN = 'f0000000-0000-4000-8000-000000000007'
const OTHER = 'f0000000-0000-4000-8000-000000000006'
const QUEUE = '12000000-0000-4000-8000-000000000001'
const SINCE = Date.parse('2026-04-01T00:00:00.000Z')

const event = (overrides: Partial<PlatformEventLog>): PlatformEventLog => ({
  id: `e-${Math.random()}`,
  timestamp: '2026-04-01T10:00:00.000Z',
  level: 'Warning',
  ...overrides
})

describe('the campaign’s dialer events', () => {
  it('keeps those about the campaign (related, at fault, or named in the message) since the window’s start', () => {
    const page = [
      event({ id: 'related', relatedEntity: { id: CAMPAIGN, name: 'Premium Upgrade Push' } }),
      event({ id: 'fault', relatedEntity: { id: 'seq', name: 'Morning' }, errorEntity: { id: CAMPAIGN } }),
      // named only in its message: by the name another event gave it, or by its id
      event({ id: 'named', eventMessage: { messageParams: { campaign: 'Premium Upgrade Push' } } }),
      event({ id: 'byId', eventMessage: { messageParams: { campaign: CAMPAIGN } } }),
      event({ id: 'other', relatedEntity: { id: OTHER, name: 'Quarterly NPS Survey' } }),
      event({ id: 'old', relatedEntity: { id: CAMPAIGN }, timestamp: '2026-03-31T23:59:59.999Z' }),
      event({ id: 'undated', relatedEntity: { id: CAMPAIGN }, timestamp: undefined })
    ]
    expect(campaignEvents(page, CAMPAIGN, SINCE).map(e => e.id)).toEqual([
      'related',
      'fault',
      'named',
      'byId'
    ])
  })

  it('reads the emulator’s former codes and names too: a kind, a level, and the figures and names of its text', () => {
    const [noAgents, abandons, exhausted, refused, stopped, unknown] = campaignEvents(
      [
        event({
          relatedEntity: { id: CAMPAIGN },
          errorEntity: { id: QUEUE, name: 'Outbound Sales' },
          eventMessage: {
            code: 'campaign.no.idle.agents',
            message: 'm',
            messageParams: { campaign: 'P', queue: QUEUE, onQueue: '5', busy: '2', onOtherCalls: '3' }
          }
        }),
        event({
          timestamp: '2026-04-01T09:00:00.000Z',
          relatedEntity: { id: CAMPAIGN },
          eventMessage: {
            code: 'campaign.abandon.rate.exceeded',
            messageParams: {
              abandonRate: '7.8',
              target: '5',
              idleAgents: '1',
              agentsNeeded: '5',
              queue: 'Sales'
            }
          }
        }),
        event({
          timestamp: '2026-04-01T08:00:00.000Z',
          level: 'Info',
          relatedEntity: { id: CAMPAIGN },
          errorEntity: { id: 'list', name: 'Broadband Upsell' },
          eventMessage: { code: 'contact.list.exhausted', messageParams: { contactList: 'list' } }
        }),
        event({
          timestamp: '2026-04-01T07:00:00.000Z',
          level: 'Error',
          name: 'Scheduled start refused',
          relatedEntity: { id: CAMPAIGN },
          eventMessage: { code: 'campaign.active.limit.reached', message: 'The schedule could not start…' }
        }),
        event({
          timestamp: '2026-04-01T06:00:00.000Z',
          level: 'Error',
          name: 'Sequence stopped',
          relatedEntity: { id: 'seq', name: 'Morning run' },
          errorEntity: { id: CAMPAIGN },
          eventMessage: { code: 'campaign.invalid' }
        }),
        event({
          timestamp: '2026-04-01T05:00:00.000Z',
          level: 'Critical',
          name: 'Something new',
          relatedEntity: { id: CAMPAIGN },
          eventMessage: { code: 'dialer.new.thing', message: 'The dialer did something new.' }
        })
      ],
      CAMPAIGN,
      SINCE
    )
    expect(noAgents).toMatchObject({
      level: 'warning',
      kind: 'noIdleAgents',
      params: { queue: 'Outbound Sales', onQueue: 5, busy: 2, onOtherCalls: 3 }
    })
    expect(abandons).toMatchObject({
      kind: 'abandonRate',
      params: { abandonRate: 7.8, target: 5, idleAgents: 1, agentsNeeded: 5, queue: 'Sales' }
    })
    // the list's name from the entity at fault; its id in the message is never a name
    expect(exhausted).toMatchObject({
      level: 'info',
      kind: 'listExhausted',
      params: { contactList: 'Broadband Upsell' }
    })
    expect(refused).toMatchObject({
      level: 'error',
      kind: 'startRefused',
      params: { startRefusal: 'activeLimit' }
    })
    expect(stopped).toMatchObject({ kind: 'sequenceStopped', params: { sequence: 'Morning run' } })
    expect(unknown).toMatchObject({
      level: 'info',
      kind: 'other',
      params: {},
      message: 'The dialer did something new.'
    })
  })

  it('reads the platform’s documented values: levels in capitals, a refused start’s reason, the sequence', () => {
    const sequence = { id: 'seq', name: 'Morning run', selfUri: '/api/v2/outbound/sequences/seq' }
    const refused = { code: 'ACTIVE_CAMPAIGNS_LIMIT_EXCEEDED' }
    const found = campaignEvents(
      [
        event({
          level: 'ERROR',
          category: 'SCHEDULE',
          relatedEntity: { id: CAMPAIGN },
          eventMessage: refused
        }),
        event({ level: 'WARNING', relatedEntity: sequence, errorEntity: { id: CAMPAIGN }, eventMessage: {} })
      ],
      CAMPAIGN,
      SINCE
    )
    expect(found.map(e => [e.level, e.kind, e.params])).toEqual([
      ['error', 'startRefused', { startRefusal: 'activeLimit' }],
      ['warning', 'sequenceStopped', { sequence: 'Morning run' }]
    ])
  })

  it('never takes an id for a queue’s name', () => {
    const [found] = campaignEvents(
      [
        event({
          relatedEntity: { id: CAMPAIGN },
          eventMessage: { code: 'campaign.no.idle.agents', messageParams: { queue: QUEUE } }
        })
      ],
      CAMPAIGN,
      SINCE
    )
    expect(found!.params.queue).toBeUndefined()
  })
})

describe('the state and health windows', () => {
  it('clips them to the window, keeps the statuses it knows and the health states, in time order', () => {
    const from = Date.parse('2026-04-01T00:00:00.000Z')
    const to = Date.parse('2026-04-01T12:00:00.000Z')
    expect(
      todayHealth(
        {
          campaignStates: [
            { state: 'on', dateStart: '2026-04-01T10:00:00.000Z', dateEnd: '2026-04-01T13:00:00.000Z' },
            { state: 'off', dateStart: '2026-03-30T00:00:00.000Z', dateEnd: '2026-04-01T10:00:00.000Z' },
            { state: 'paused', dateStart: '2026-03-29T00:00:00.000Z', dateEnd: '2026-03-30T00:00:00.000Z' }
          ],
          campaignHealthStates: [
            { state: 'Healthy', dateStart: '2026-04-01T10:00:00.000Z', dateEnd: '2026-04-01T11:00:00.000Z' },
            { state: 'Unhealthy', dateStart: '2026-04-01T11:00:00.000Z' },
            { state: 'Sick', dateStart: '2026-04-01T11:00:00.000Z' }
          ]
        },
        from,
        to
      )
    ).toEqual({
      states: [
        { state: 'off', from: '2026-04-01T00:00:00.000Z', to: '2026-04-01T10:00:00.000Z' },
        { state: 'on', from: '2026-04-01T10:00:00.000Z', to: '2026-04-01T12:00:00.000Z' }
      ],
      health: [
        { state: 'healthy', from: '2026-04-01T10:00:00.000Z', to: '2026-04-01T11:00:00.000Z' },
        { state: 'unhealthy', from: '2026-04-01T11:00:00.000Z', to: '2026-04-01T12:00:00.000Z' }
      ]
    })
  })

  it("reads the SDK's health states in any case: healthy, what it waits for (why, if known), what it warns of", () => {
    const from = Date.parse('2026-04-01T00:00:00.000Z')
    const to = Date.parse('2026-04-01T06:00:00.000Z')
    const window = (state: string, hour: number) => ({
      state,
      dateStart: `2026-04-01T0${hour}:00:00.000Z`,
      dateEnd: `2026-04-01T0${hour + 1}:00:00.000Z`
    })
    const { health } = todayHealth(
      {
        campaignStates: [],
        campaignHealthStates: [
          window('healthy', 0),
          window('WaitingForAgents', 1),
          window('WarnThresholdCPS', 2),
          window('WaitingForContacts', 3),
          window('WAITINGFORLINES', 4),
          window('WaitingForSomethingNew', 5)
        ]
      },
      from,
      to
    )
    expect(health.map(span => [span.state, span.reason])).toEqual([
      ['healthy', undefined],
      ['unhealthy', 'agents'],
      ['healthy', undefined],
      ['unhealthy', 'contacts'],
      ['unhealthy', 'lines'],
      ['unhealthy', undefined]
    ])
  })
})
