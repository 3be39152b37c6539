import {
  knownCampaigns,
  seedContactLists,
  seedQueues,
  seedScripts
} from '../../../emulator/src/outbound/seedOutbound'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, useCampaignsFixture } from './support/campaignsFixture'

const { offPower } = knownCampaigns

const preview = {
  name: 'A preview campaign',
  dialingMode: 'preview',
  contactListId: seedContactLists.pilotA.id,
  phoneColumn: 'Cell',
  callerName: 'Demo',
  callerAddress: '+35315550100',
  queueId: seedQueues.care.id,
  scriptId: seedScripts.general.id
}
const withSetting = (changes: Record<string, unknown>) => ({ data: { ...preview, ...changes } })
const edit = (data: unknown) => ({ data })
const act = (data: unknown) => ({ data })
const ids = (count: number) =>
  Array.from({ length: count }, (_, i) => `f0000000-0000-4000-8000-${String(i).padStart(12, '0')}`)

// [what, method, path, body, a word the message must contain]
const CASES: [string, string, string, unknown, string][] = [
  ['an unknown status', 'GET', '/api/campaigns?status=running', undefined, 'status'],
  ['one unknown status among known ones', 'GET', '/api/campaigns?status=on,bogus', undefined, '"bogus"'],
  ['an unknown dialing mode', 'GET', '/api/campaigns?dialingMode=robot', undefined, 'dialingMode'],
  ['a sort direction that is not asc or desc', 'GET', '/api/campaigns?sort=name:up', undefined, 'sort'],
  ['a sort field that does not exist', 'GET', '/api/campaigns?sort=owner', undefined, 'sort'],
  ['another sort field that does not exist', 'GET', '/api/campaigns?sort=foo', undefined, 'pace, eta'],
  ['a pace sort in no direction', 'GET', '/api/campaigns?sort=pace:fastest', undefined, 'sort'],
  ['a sort field in another case', 'GET', '/api/campaigns?sort=ETA:asc', undefined, 'sort'],
  ['page 0', 'GET', '/api/campaigns?page=0', undefined, 'page'],
  ['a page that is not a number', 'GET', '/api/campaigns?page=abc', undefined, 'page'],
  ['pageSize 0', 'GET', '/api/campaigns?pageSize=0', undefined, 'pageSize'],
  ['pageSize over 2000', 'GET', '/api/campaigns?pageSize=2001', undefined, 'pageSize'],
  ['an unknown parameter', 'GET', '/api/campaigns?owner=me', undefined, 'owner'],
  ['a search of over 100 characters', 'GET', `/api/campaigns?q=${'x'.repeat(101)}`, undefined, 'q'],
  ['a repeated parameter', 'GET', '/api/campaigns?status=on&status=off', undefined, 'once'],
  ['a division id with a slash', 'GET', '/api/campaigns?divisionId=a%2Fb', undefined, 'divisionId'],
  ['a blank contact list id', 'GET', '/api/campaigns?contactListId=%20', undefined, 'contactListId'],
  ['a query on the options', 'GET', '/api/campaigns/options?refresh=1', undefined, 'refresh'],
  ['a create without data', 'POST', '/api/campaigns', {}, 'data'],
  ['a create with an unknown setting', 'POST', '/api/campaigns', withSetting({ status: 'on' }), 'status'],
  [
    'a create with an organisation slipped in',
    'POST',
    '/api/campaigns',
    { ...withSetting({}), orgId: 'x' },
    'orgId'
  ],
  ['a create without a name', 'POST', '/api/campaigns', withSetting({ name: '  ' }), 'name'],
  [
    'a create with an unknown dialing mode',
    'POST',
    '/api/campaigns',
    withSetting({ dialingMode: 'robot' }),
    'dialingMode'
  ],
  [
    'a caller address that is no number',
    'POST',
    '/api/campaigns',
    withSetting({ callerAddress: 'call me' }),
    'callerAddress'
  ],
  ['an abandon rate over 100', 'POST', '/api/campaigns', withSetting({ abandonRate: 101 }), 'abandonRate'],
  ['priority 6', 'POST', '/api/campaigns', withSetting({ priority: 6 }), 'priority'],
  ['a fractional priority', 'POST', '/api/campaigns', withSetting({ priority: 2.5 }), 'priority'],
  ['no outbound lines', 'POST', '/api/campaigns', withSetting({ outboundLineCount: 0 }), 'outboundLineCount'],
  [
    'a contact list id that climbs paths',
    'POST',
    '/api/campaigns',
    withSetting({ contactListId: '../x' }),
    'contactListId'
  ],
  [
    'a phone column of the wrong type',
    'POST',
    '/api/campaigns',
    withSetting({ phoneColumn: 7 }),
    'phoneColumn'
  ],
  ['a query on a create', 'POST', '/api/campaigns?draft=1', withSetting({}), 'draft'],
  [
    'an edit with a version that is not a number',
    'PUT',
    `/api/campaigns/${offPower}`,
    edit({ version: 'one', changes: { name: 'x' } }),
    'version'
  ],
  [
    'an edit that changes nothing',
    'PUT',
    `/api/campaigns/${offPower}`,
    edit({ version: 1, changes: {} }),
    'changes'
  ],
  [
    'an edit of the status',
    'PUT',
    `/api/campaigns/${offPower}`,
    edit({ version: 1, changes: { status: 'on' } }),
    'status'
  ],
  ['an edit without changes', 'PUT', `/api/campaigns/${offPower}`, edit({ version: 1 }), 'changes'],
  [
    'an edit of too many calls per agent',
    'PUT',
    `/api/campaigns/${offPower}`,
    edit({ version: 1, changes: { maxCallsPerAgent: 16 } }),
    'maxCallsPerAgent'
  ],
  ['an id with spaces', 'GET', '/api/campaigns/bad%20id', undefined, 'id'],
  ['an id too long', 'DELETE', `/api/campaigns/${'x'.repeat(65)}`, undefined, 'id'],
  ['a query on a delete', 'DELETE', `/api/campaigns/${offPower}?force=1`, undefined, 'force'],
  [
    'an unknown action',
    'POST',
    '/api/campaigns/actions',
    act({ action: 'pause', ids: [offPower] }),
    'action'
  ],
  ['no ids', 'POST', '/api/campaigns/actions', act({ action: 'start', ids: [] }), 'ids'],
  ['101 ids', 'POST', '/api/campaigns/actions', act({ action: 'start', ids: ids(101) }), 'ids'],
  [
    'a repeated id',
    'POST',
    '/api/campaigns/actions',
    act({ action: 'stop', ids: [offPower, offPower] }),
    offPower
  ],
  ['an id that is a number', 'POST', '/api/campaigns/actions', act({ action: 'stop', ids: [5] }), 'ids'],
  ['an action without its name', 'POST', '/api/campaigns/actions', act({ ids: [offPower] }), 'action'],
  [
    'an action with ids outside data',
    'POST',
    '/api/campaigns/actions',
    { data: { action: 'start', ids: [offPower] }, ids: [] },
    'ids'
  ]
]

/** Bad input is answered 400 request.invalid naming the problem, before anything is asked of the platform. */
describeOnDatabases('/api/campaigns with bad input', kind => {
  const app = useCampaignsFixture(kind)
  beforeAll(() => app().reset())

  it(`answers ${CASES.length} bad inputs with 400 request.invalid, changing nothing and calling nothing`, async () => {
    const token = await app().tokenFor(AVERY)
    await app().resetCalls()
    for (const [what, method, path, body, named] of CASES) {
      const answer = await app().request(method, path, { token, body })
      expect({ what, status: answer.status, code: answer.json?.code }).toEqual({
        what,
        status: 400,
        code: 'request.invalid'
      })
      expect({ what, message: answer.json?.message }).toEqual({
        what,
        message: expect.stringContaining(named)
      })
    }
    expect(await app().calls()).toEqual({ total: 0, byRoute: {} })
    expect(await app().audit()).toEqual([])
  })

  it('answers a body that is not JSON with its own 400, and a body without a JSON type with 415', async () => {
    const token = await app().tokenFor(AVERY)
    const malformed = await app().request('POST', '/api/campaigns', { token, body: '{"data":' })
    expect(malformed.status).toBe(400)
    expect(malformed.json).toMatchObject({ code: 'body.malformed_json' })
    const plain = await app().request('POST', '/api/campaigns/actions', {
      token,
      body: 'action=start',
      headers: { 'Content-Type': 'text/plain' }
    })
    expect(plain.status).toBe(415)
  })

  it('answers another method with 405 and Allow', async () => {
    const answer = await app().request('PATCH', `/api/campaigns/${offPower}`, {
      token: await app().tokenFor(AVERY)
    })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('GET, PUT, DELETE')
  })
})
