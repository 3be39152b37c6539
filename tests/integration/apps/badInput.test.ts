import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, DEMO_ORG, useAppsFixture } from './support/appsFixture'

/**
 * Bad input of every kind: each is answered 4xx with a JSON `{message, code}` and changes nothing (the
 * users table is read back and compared after each).
 */
interface BadCase {
  kind: string
  method: 'GET' | 'POST' | 'DELETE'
  path: string
  body?: unknown
  headers?: Record<string, string>
  status: number
  code: string
}

const LIST = '/apps/users/list'
const ADD = '/apps/users/add-user'
const DELETE = '/apps/users/delete'
const PERMISSIONS = '/apps/permissions/data'
const good = { fullName: 'Valid Name', email: 'valid.name@democc.example', role: 'client' }
const withData = (overrides: Record<string, unknown>) => ({ data: { ...good, ...overrides } })

const query = (kind: string, search: string, path = LIST): BadCase => ({
  kind,
  method: 'GET',
  path: `${path}?${search}`,
  status: 400,
  code: 'query.invalid'
})
const addBody = (kind: string, body: unknown, status = 400, code = 'body.invalid'): BadCase => ({
  kind,
  method: 'POST',
  path: ADD,
  body,
  status,
  code
})
const deleteBody = (kind: string, body: unknown, status = 400, code = 'body.invalid'): BadCase => ({
  kind,
  method: 'DELETE',
  path: DELETE,
  body,
  status,
  code
})

const CASES: BadCase[] = [
  query('page 0', 'page=0'),
  query('negative page', 'page=-1'),
  query('fractional page', 'page=1.5'),
  query('page not a number', 'page=two'),
  query('page repeated', 'page=1&page=2'),
  query('pageSize 0', 'pageSize=0'),
  query('pageSize over 100', 'pageSize=101'),
  query('pageSize in exponent notation', 'pageSize=1e2'),
  query('sort on an unknown field', 'sort=password:asc'),
  query('sort in an unknown direction', 'sort=fullName:up'),
  query('sort with SQL in it', 'sort=fullName;drop table users'),
  query('unknown role', 'role=root'),
  query('role in the wrong case', 'role=Admin'),
  query('unknown status', 'status=deleted'),
  query('q over 100 characters', `q=${'a'.repeat(101)}`),
  query('q repeated', 'q=a&q=b'),
  query('unknown parameter', 'orgId=a0000000-0000-4000-8000-000000000002'),
  query('unknown permissions parameter', 'page=1', PERMISSIONS),
  query('unknown role on permissions', 'role=owner', PERMISSIONS),
  addBody('malformed JSON', '{"data": {"fullName": "A"', 400, 'body.malformed_json'),
  addBody('empty body', '', 400, 'body.missing'),
  addBody(
    'invalid UTF-8',
    new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    400,
    'body.invalid_encoding'
  ),
  addBody('a JSON array', []),
  addBody('a JSON string', '"add me"'),
  addBody('JSON null', 'null'),
  addBody('no data', {}),
  addBody('data not an object', { data: 'Valid Name' }),
  addBody('fullName missing', { data: { email: good.email, role: 'client' } }),
  addBody('fullName a number', withData({ fullName: 42 })),
  addBody('fullName blank', withData({ fullName: '   ' })),
  addBody('fullName over 100 characters', withData({ fullName: 'N'.repeat(101) })),
  addBody('fullName with a control character', withData({ fullName: 'Line\nBreak' })),
  addBody('email not an address', withData({ email: 'not-an-address' })),
  addBody('email a number', withData({ email: 7 })),
  addBody('email over 254 characters', withData({ email: `${'e'.repeat(250)}@democc.example` })),
  addBody('role unknown', withData({ role: 'owner' })),
  addBody('role in the wrong case', withData({ role: 'ADMIN' })),
  addBody('role missing', { data: { fullName: good.fullName, email: good.email } }),
  addBody('status unknown', withData({ status: 'deleted' })),
  addBody('an unknown field in data (orgId)', withData({ orgId: DEMO_ORG })),
  addBody('an unknown field beside data', { ...withData({}), role: 'admin' }),
  addBody(
    'a __proto__ field',
    '{"data":{"fullName":"P","email":"p@democc.example","role":"client","__proto__":{"role":"admin"}}}'
  ),
  addBody('data as a list of users', { data: [good] }),
  {
    ...addBody('a body over 16 KiB', withData({ fullName: 'x'.repeat(20_000) })),
    status: 413,
    code: 'body.too_large'
  },
  {
    ...addBody('a plain-text body', JSON.stringify(withData({})), 415, 'body.unsupported_media_type'),
    headers: { 'Content-Type': 'text/plain' }
  },
  {
    ...addBody('a form body', 'data=1', 415, 'body.unsupported_media_type'),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' }
  },
  {
    kind: 'a query on add-user',
    method: 'POST',
    path: `${ADD}?role=admin`,
    body: withData({}),
    status: 400,
    code: 'query.invalid'
  },
  deleteBody('id not a UUID', { data: 'not-a-uuid' }),
  deleteBody('id a number', { data: 42 }),
  deleteBody('id as an object', { data: { id: '0b5e2a4c-1111-4222-8333-444455556666' } }),
  deleteBody('ids as a list', { data: ['0b5e2a4c-1111-4222-8333-444455556666'] }),
  deleteBody('no data', {}),
  deleteBody('an unknown field', { data: '0b5e2a4c-1111-4222-8333-444455556666', force: true }),
  deleteBody('malformed JSON', '{"data": ', 400, 'body.malformed_json'),
  deleteBody('no body', undefined, 415, 'body.unsupported_media_type')
]

describeOnDatabases('bad input to /apps', kind => {
  const app = useAppsFixture(kind)
  let token: string

  beforeAll(async () => {
    await app().reset()
    token = await app().tokenFor(AVERY)
  })

  it('has at least 30 kinds of bad input', () => {
    expect(new Set(CASES.map(item => item.kind)).size).toBeGreaterThanOrEqual(30)
  })

  it.each(CASES)('$method $path — $kind: $status $code, nothing changed', async item => {
    const before = await app().snapshot()
    const answer = await app().request(item.method, item.path, {
      token,
      body: item.body,
      headers: item.headers
    })
    expect({ status: answer.status, code: answer.json?.code }).toEqual({
      status: item.status,
      code: item.code
    })
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(typeof answer.json?.message).toBe('string')
    expect(String(answer.json?.message).length).toBeGreaterThan(10)
    expect(await app().snapshot()).toEqual(before)
  })

  it('names the problem in the message', async () => {
    const answer = await app().request('GET', `${LIST}?pageSize=500&colour=red`, { token })
    expect(answer.json?.message).toContain('pageSize must be a whole number from 1 to 100')
    expect(answer.json?.message).toContain('unknown parameter: colour')
  })

  it('still serves good input afterwards', async () => {
    const answer = await app().request('POST', ADD, { token, body: withData({}) })
    expect(answer.status).toBe(201)
  })
})
