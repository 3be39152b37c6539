/**
 * The SDK model check itself (contract/): the operations, models and topics it reads from the official SDK,
 * and that it names what does not fit — an unknown field, a missing required one, a value outside the
 * documented ones, a query parameter the SDK does not send, an event of the wrong shape.
 */
import { APP_OPERATIONS, APP_TOPICS } from '../../contract/appPlatformUse'
import { createModelCheck, type PlatformExchange } from '../../contract/modelCheck'
import { pathKey, sdkOperations } from '../../contract/sdkOperations'
import { TOPIC_MODELS, topicOf } from '../../contract/sdkTopics'

const CAMPAIGN = '/api/v2/outbound/campaigns/{campaignId}'
const check = createModelCheck([
  { method: 'GET', path: CAMPAIGN },
  { method: 'PUT', path: CAMPAIGN },
  { method: 'GET', path: '/api/v2/outbound/campaigns' }
])

const campaign = {
  id: 'c1',
  name: 'Spring Renewals – East',
  version: 3,
  contactList: { id: 'l1', name: 'List', selfUri: '/api/v2/outbound/contactlists/l1' },
  dialingMode: 'power',
  campaignStatus: 'off',
  phoneColumns: [{ columnName: 'Cell', type: 'cell' }],
  callerName: 'Demo',
  callerAddress: '+15555550100'
}

const answer = (overrides: Partial<PlatformExchange>): PlatformExchange => ({
  method: 'GET',
  route: CAMPAIGN,
  matched: true,
  query: [],
  status: 200,
  requestBody: undefined,
  responseBody: campaign,
  ...overrides
})

describe("the SDK's operations", () => {
  test('are read from the SDK: path, method, query parameters, body and answer types', () => {
    const put = sdkOperations().get(pathKey('PUT', '/api/v2/outbound/campaigns/{id}'))
    expect(put).toMatchObject({
      id: 'OutboundApi.putOutboundCampaign',
      body: 'Models.Campaign',
      returns: 'Models.Campaign'
    })
    const list = sdkOperations().get(pathKey('GET', '/api/v2/outbound/campaigns'))
    expect(list?.query).toEqual(expect.arrayContaining(['pageSize', 'pageNumber', 'name', 'sortBy']))
  })

  test('every operation the app uses is one the SDK has, and every topic has a model', () => {
    const missing = APP_OPERATIONS.filter(({ method, path }) => !sdkOperations().has(pathKey(method, path)))
    expect(missing).toEqual([])
    expect(APP_TOPICS.filter(topic => !TOPIC_MODELS[topic])).toEqual([])
    expect(topicOf('v2.outbound.campaigns.abc.stats')).toEqual({
      topic: 'v2.outbound.campaigns.{id}.stats',
      model: 'StatEventCampaignTopicStatsNotification'
    })
  })
})

describe('an answer', () => {
  test('that fits its model passes', () => {
    expect(check.exchange(answer({}))).toBeNull()
  })

  test('with a field the model does not have, without a required one, or outside an enum, is named', () => {
    const { callerName: _name, ...withoutName } = campaign
    const violation = check.exchange(
      answer({ responseBody: { ...withoutName, campaignStatus: 'paused', colour: 'red' } })
    )
    expect(violation?.model).toBe('Models.Campaign')
    expect(violation?.problems).toEqual(
      expect.arrayContaining([
        '(the body): "colour" is not in the model',
        '(the body): "callerName" is required',
        expect.stringMatching(/^\/campaignStatus: not one of on, stopping, off/)
      ])
    )
  })

  test('an error is read against ErrorBody', () => {
    const error = { message: 'Not found', code: 'not.found', status: 404 }
    expect(check.exchange(answer({ status: 404, responseBody: error }))).toBeNull()
    expect(check.exchange(answer({ status: 404, responseBody: { ...error, hint: 'x' } }))?.model).toBe(
      'Models.ErrorBody'
    )
  })

  test('of an operation the SDK does not have is named', () => {
    const violation = check.exchange(answer({ route: '/api/v2/outbound/campaigns/{id}/colours' }))
    expect(violation?.problems).toEqual(['the SDK has no such operation'])
  })
})

describe('a request the platform took', () => {
  test('with a query parameter the SDK never sends, or a body the model does not allow, is named', () => {
    expect(
      check.exchange(answer({ query: ['pageSize', 'colour'], route: '/api/v2/outbound/campaigns' }))
    ).toMatchObject({ problems: ['query parameter(s) colour not taken by the SDK'] })
    const put = answer({ method: 'PUT', requestBody: { ...campaign, colour: 'red' } })
    expect(check.exchange(put)?.what).toBe(`request of PUT ${CAMPAIGN}`)
  })

  test('is not held against the caller when the platform refused it', () => {
    const refused = answer({
      method: 'PUT',
      status: 400,
      requestBody: { colour: 'red' },
      responseBody: { message: 'Bad', code: 'bad.request', status: 400 }
    })
    expect(check.exchange(refused)).toBeNull()
  })
})

describe('an event', () => {
  test('of a topic is read against the model the SDK maps it to', () => {
    const documented = {
      group: { campaignId: 'c1' },
      data: [
        {
          interval: '2026-04-01T09:00:00Z/2026-04-01T09:00:01Z',
          metrics: [{ metric: 'x', stats: { count: 1 } }]
        }
      ]
    }
    expect(check.event('v2.outbound.campaigns.c1.stats', documented)).toBeNull()
    // the flat CampaignStats body older emulators sent
    const flat = check.event('v2.outbound.campaigns.c1.stats', { idleAgents: 3, outstandingCalls: 2 })
    expect(flat?.problems).toContain('(the body): "idleAgents" is not in the model')
  })

  test('of a topic no SDK model maps is named; the heartbeat is known', () => {
    expect(check.event('v2.outbound.colours.c1', {})?.problems).toEqual(['no SDK model maps this topic'])
    expect(check.event('channel.metadata', { message: 'WebSocket Heartbeat' })).toBeNull()
  })
})
