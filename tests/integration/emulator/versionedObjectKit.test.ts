/**
 * The versioned-object kit (emulator/src/outbound/kit/) on a made-up kind, without a server: the store's
 * versions, names, listing lag and seed, and the routes' answers every kind shares (paging envelope, 404, 409
 * general.conflict before the body, name conflicts, permissions, the hooks' order).
 */
import type { ApiContext, ApiRoute } from '../../../emulator/src/platform/apiContext'
import { ListingLag } from '../../../emulator/src/outbound/listingLag'
import { fail, ok } from '../../../emulator/src/outbound/outcome'
import {
  versionedObjectRoutes,
  type VersionedKind
} from '../../../emulator/src/outbound/kit/versionedObjectRoutes'
import { VersionedStore } from '../../../emulator/src/outbound/kit/versionedStore'
import type { Reply } from '../../../emulator/src/reply'

interface Widget {
  id: string
  organizationId: string
  name: string
  version: number
  dateCreated: string
  dateModified: string
  colour: string
}

const ORG = 'org-1'
const PATH = '/api/v2/outbound/widgets'

let now = Date.parse('2026-04-15T09:00:00.000Z')
let lagMs = 0
const seed = (): Widget[] => [
  {
    id: 'w-seed',
    organizationId: ORG,
    name: 'Seeded',
    version: 3,
    dateCreated: '2026-01-01T00:00:00.000Z',
    dateModified: '2026-01-02T00:00:00.000Z',
    colour: 'red'
  },
  {
    id: 'w-other',
    organizationId: 'org-2',
    name: 'Elsewhere',
    version: 1,
    dateCreated: '2026-01-01T00:00:00.000Z',
    dateModified: '2026-01-01T00:00:00.000Z',
    colour: 'blue'
  }
]
const store = new VersionedStore<Widget>({
  kind: 'sequence',
  now: () => now,
  listingLag: new ListingLag(
    () => now,
    () => lagMs
  ),
  seed
})
const hooks: string[] = []
/** the audit messages the changes left (audits/auditedRoutes.ts) */
const audited: unknown[] = []
let nextId = 0

const widgets: VersionedKind<Widget, { name: string; colour: string }> = {
  path: PATH,
  param: 'widgetId',
  label: 'widget',
  permission: 'outbound:widget',
  auditType: 'Widget',
  store: () => store,
  view: (_ctx, widget) => ({
    id: widget.id,
    name: widget.name,
    version: widget.version,
    colour: widget.colour
  }),
  validate: (_ctx, body) => {
    const { name, colour } = (body ?? {}) as { name?: unknown; colour?: unknown }
    return typeof name === 'string' && typeof colour === 'string'
      ? ok({ name, colour })
      : fail(400, 'invalid.property', 'The widget is not valid: name and colour are required.')
  },
  create: (_ctx, input) => ok(store.create(ORG, `w-${(nextId += 1)}`, input)),
  checkUpdate: (widget, input) =>
    input.colour === 'none' ? fail(400, 'invalid.update', `${widget.name} needs a colour.`) : ok(undefined),
  checkDelete: (_ctx, widget) =>
    widget.colour === 'gold' ? fail(409, 'widget.precious', 'Gold widgets stay.') : ok(undefined),
  beforeRead: () => hooks.push('beforeRead'),
  beforeListing: () => hooks.push('beforeListing'),
  found: (_ctx, widget) => hooks.push(`found ${widget.id}`),
  removed: (_ctx, widget) => hooks.push(`removed ${widget.id}`)
}

const routes = versionedObjectRoutes(widgets)

function route(method: string, path: string): ApiRoute {
  const found = routes.find(r => r.method === method && r.path === path)
  if (!found) throw new Error(`no route ${method} ${path}`)
  return found
}

async function call(
  method: string,
  id?: string,
  body?: unknown,
  query = ''
): Promise<Reply & { json: Record<string, unknown> }> {
  const ctx = {
    method,
    path: id ? `${PATH}/${id}` : PATH,
    query: new URLSearchParams(query),
    headers: {},
    correlationId: 'corr-1',
    session: { organization: { id: ORG }, user: { id: 'u-1', name: 'Una' }, token: { clientId: 'c-1' } },
    state: { audits: { record: (message: unknown) => audited.push(message) } },
    body: async () => (body === undefined ? '' : JSON.stringify(body))
  } as unknown as ApiContext
  const handler = route(method, id ? `${PATH}/{widgetId}` : PATH).handler
  const reply = await handler(ctx, id ? { widgetId: id } : {})
  return { ...reply, json: reply.body ? JSON.parse(reply.body) : {} }
}

beforeEach(() => {
  store.reset()
  hooks.length = 0
  audited.length = 0
  lagMs = 0
})

test('each method asks its permission, the one-object routes under the id parameter', () => {
  expect(routes.map(r => [r.method, r.path, r.permissions])).toEqual([
    ['GET', PATH, ['outbound:widget:view']],
    ['POST', PATH, ['outbound:widget:add']],
    ['GET', `${PATH}/{widgetId}`, ['outbound:widget:view']],
    ['PUT', `${PATH}/{widgetId}`, ['outbound:widget:edit']],
    ['DELETE', `${PATH}/{widgetId}`, ['outbound:widget:delete']]
  ])
})

test('the listing is the organisation’s only, paged in the platform’s envelope, hooks run first', async () => {
  await call('POST', undefined, { name: 'Alpha', colour: 'green' })
  hooks.length = 0
  const listing = await call('GET', undefined, undefined, 'pageSize=1&pageNumber=2&sortBy=name')
  expect(hooks).toEqual(['beforeRead', 'beforeListing'])
  expect(listing.status).toBe(200)
  expect(listing.json).toMatchObject({
    entities: [{ id: 'w-seed', name: 'Seeded' }],
    pageSize: 1,
    pageNumber: 2,
    total: 2,
    pageCount: 2,
    previousUri: `${PATH}?pageSize=1&pageNumber=1&sortBy=name`
  })
  expect((await call('GET', undefined, undefined, 'filterType=Bogus')).json.code).toBe('bad.request')
})

test('one object: found through the hooks, another organisation’s is a plain 404', async () => {
  expect((await call('GET', 'w-seed')).json).toEqual({
    id: 'w-seed',
    name: 'Seeded',
    version: 3,
    colour: 'red'
  })
  expect(hooks).toEqual(['beforeRead', 'found w-seed'])
  const missing = await call('GET', 'w-other')
  expect(missing.status).toBe(404)
  expect(missing.json).toMatchObject({ code: 'not.found', message: 'The widget w-other was not found.' })
})

test('POST makes version 1 now; a name taken in the organisation, whatever its case, is refused', async () => {
  const created = await call('POST', undefined, { name: 'Beta', colour: 'green' })
  expect(created.status).toBe(200)
  expect(store.find(ORG, String(created.json.id))).toMatchObject({
    version: 1,
    dateCreated: '2026-04-15T09:00:00.000Z',
    dateModified: '2026-04-15T09:00:00.000Z'
  })
  const taken = await call('POST', undefined, { name: 'SEEDED', colour: 'green' })
  expect(taken.status).toBe(400)
  expect(taken.json).toMatchObject({ code: 'name.already.exists', details: [{ fieldName: 'name' }] })
  // another organisation's names do not count
  expect((await call('POST', undefined, { name: 'Elsewhere', colour: 'green' })).status).toBe(200)
})

test('PUT: the version first (409 general.conflict), then the body, the kind’s check, the name', async () => {
  const stale = await call('PUT', 'w-seed', { version: 2 })
  expect(stale.status).toBe(409)
  expect(stale.json).toMatchObject({
    code: 'general.conflict',
    messageParams: { version: '3' },
    entityId: 'w-seed'
  })
  expect((await call('PUT', 'w-seed', { version: 3 })).json.code).toBe('invalid.property')
  expect((await call('PUT', 'w-seed', { version: 3, name: 'X', colour: 'none' })).json.code).toBe(
    'invalid.update'
  )
  await call('POST', undefined, { name: 'Gamma', colour: 'green' })
  expect((await call('PUT', 'w-seed', { version: 3, name: 'gamma', colour: 'red' })).json.code).toBe(
    'name.already.exists'
  )
  now += 60_000
  const saved = await call('PUT', 'w-seed', { version: 3, name: 'Seeded', colour: 'pink' })
  expect(saved.json).toEqual({ id: 'w-seed', name: 'Seeded', version: 4, colour: 'pink' })
  expect(store.find(ORG, 'w-seed')?.dateModified).toBe(new Date(now).toISOString())
})

test('DELETE: the kind may refuse; otherwise 204, gone, and what goes with it told', async () => {
  const gold = await call('POST', undefined, { name: 'Gold', colour: 'gold' })
  expect((await call('DELETE', String(gold.json.id))).json).toMatchObject({
    status: 409,
    code: 'widget.precious'
  })
  expect((await call('DELETE', 'w-seed')).status).toBe(204)
  expect(hooks).toContain('removed w-seed')
  expect((await call('GET', 'w-seed')).status).toBe(404)
})

test('each change that succeeded leaves one audit message with what changed; refusals and reads none', async () => {
  await call('PUT', 'w-seed', { version: 2 })
  await call('GET', 'w-seed')
  expect(audited).toEqual([])
  await call('PUT', 'w-seed', { version: 3, name: 'Seeded', colour: 'pink' })
  await call('DELETE', 'w-seed')
  const who = { orgId: ORG, user: { id: 'u-1', name: 'Una' }, clientId: 'c-1', entityType: 'Widget' }
  expect(audited).toEqual([
    {
      ...who,
      action: 'Update',
      entity: { id: 'w-seed', name: 'Seeded' },
      propertyChanges: [{ property: 'colour', oldValues: ['red'], newValues: ['pink'] }]
    },
    {
      ...who,
      action: 'Delete',
      entity: { id: 'w-seed', name: 'Seeded' },
      propertyChanges: [
        { property: 'name', oldValues: ['Seeded'], newValues: [] },
        { property: 'colour', oldValues: ['pink'], newValues: [] }
      ]
    }
  ])
})

test('listings lag behind changes and deletes; reading one is consistent at once; reset is the seed', async () => {
  lagMs = 5000
  await call('PUT', 'w-seed', { version: 3, name: 'Renamed', colour: 'red' })
  expect(store.listed(ORG).map(w => w.name)).toEqual(['Seeded'])
  expect((await call('GET', 'w-seed')).json.name).toBe('Renamed')
  now += 5001
  expect(store.listed(ORG).map(w => w.name)).toEqual(['Renamed'])
  store.reset()
  expect(store.all(ORG)).toEqual([seed()[0]])
})
