/**
 * The official SDK's AuditApi (`postAuditsQueryRealtime`) against the emulator: every change to an outbound
 * object made through the Platform API is an AuditLogMessage (who, which OAuth client, when, the entity, the action
 * and each property's old and new values); the query filters by entity, sorts by time, pages, names the user with
 * `expand=user`, reads the last 14 days only, asks audits:audit:view, and in the realism mode lists a change only
 * `auditLagMs` after it. Shapes are the SDK's (the model check of every answer and request).
 */
import platformClient from 'purecloud-platform-client-v2'
import { createEmulator } from '../../emulator/src/createEmulator'
import { knownCampaigns } from '../../emulator/src/outbound/seedOutbound'
import { seedUsers } from '../../emulator/src/seed'
import { issueTestToken } from '../../emulator/src/testing/signIn'
import { failureOf, setUpSdkContract } from './support/sdkContract'

const t = setUpSdkContract()
const outbound = () => new platformClient.OutboundApi()
const audits = () => new platformClient.AuditApi()
const iso = (ms: number) => new Date(ms).toISOString()
const DAY_MS = 86_400_000
const { offPower } = knownCampaigns

/** The last day's audit of one entity, as the app asks it. */
const auditOf = (entityId: string, more: Partial<platformClient.Models.AuditRealtimeQueryRequest> = {}) =>
  audits().postAuditsQueryRealtime(
    {
      interval: `${iso(t.now - DAY_MS)}/${iso(t.now + 1_000)}`,
      serviceName: 'Outbound',
      filters: [{ property: 'EntityId', value: entityId }],
      sort: [{ name: 'Timestamp', sortOrder: 'descending' }],
      pageSize: 25,
      pageNumber: 1,
      ...more
    },
    { expand: ['user'] }
  )

describe('the realtime audit query', () => {
  test("a campaign's changes through the API: each one message, newest first, with what changed", async () => {
    const campaign = await outbound().getOutboundCampaign(offPower)
    t.now += 1_000
    await outbound().putOutboundCampaign(offPower, { ...campaign, outboundLineCount: 42 })
    t.now += 1_000
    await outbound().postOutboundCampaignStart(offPower)
    // a read and a refused change are not audited
    await outbound().getOutboundCampaign(offPower)
    await failureOf(outbound().putOutboundCampaign(offPower, { ...campaign, name: 'Stale' }))

    const answer = await auditOf(offPower)
    expect(answer).toMatchObject({ total: 2, pageNumber: 1, pageSize: 25, pageCount: 1 })
    const [started, edited] = answer.entities!
    expect(edited).toEqual({
      id: expect.any(String),
      user: {
        id: seedUsers.avery.id,
        name: 'Avery Admin',
        selfUri: `/api/v2/users/${seedUsers.avery.id}`
      },
      client: expect.objectContaining({ id: expect.any(String) }),
      remoteIp: expect.any(Array),
      serviceName: 'Outbound',
      level: 'USER',
      eventDate: iso(t.now - 1_000),
      message: expect.objectContaining({ message: expect.stringContaining(campaign.name!) }),
      action: 'Update',
      entity: { id: offPower, name: campaign.name },
      entityType: 'Campaign',
      status: 'SUCCESS',
      // (a power campaign had no line count of its own)
      propertyChanges: [{ property: 'outboundLineCount', oldValues: [], newValues: ['42'] }],
      context: {}
    })
    // starting is a change of campaignStatus
    expect(started).toMatchObject({
      action: 'Update',
      eventDate: iso(t.now),
      propertyChanges: [{ property: 'campaignStatus', oldValues: ['off'], newValues: ['on'] }]
    })
    // oldest first when asked; without expand=user the user is an id only
    const ascending = await audits().postAuditsQueryRealtime({
      interval: `${iso(t.now - DAY_MS)}/${iso(t.now + 1_000)}`,
      filters: [{ property: 'EntityId', value: offPower }],
      sort: [{ name: 'Timestamp', sortOrder: 'ascending' }]
    })
    expect(ascending.entities!.map(message => message.id)).toEqual([edited!.id, started!.id])
    expect(ascending.entities![0]!.user).toEqual({ id: seedUsers.avery.id, selfUri: expect.any(String) })
  })

  test('other kinds through the kit: a callable time set created, then deleted; filters by type and page', async () => {
    const set = await outbound().postOutboundCallabletimesets({
      name: 'Audited hours',
      callableTimes: [
        { timeZoneId: 'Europe/London', timeSlots: [{ startTime: '09:00:00', stopTime: '12:00:00', day: 1 }] }
      ]
    })
    t.now += 1_000
    await outbound().deleteOutboundCallabletimeset(set.id!)
    const answer = await auditOf(set.id!)
    expect(answer.entities!.map(message => [message.action, message.entityType, message.entity])).toEqual([
      ['Delete', 'CallableTimeSet', { id: set.id, name: 'Audited hours' }],
      ['Create', 'CallableTimeSet', { id: set.id, name: 'Audited hours' }]
    ])
    expect(answer.entities![1]!.propertyChanges).toContainEqual({
      property: 'name',
      oldValues: [],
      newValues: ['Audited hours']
    })
    const page = await auditOf(set.id!, {
      filters: [{ property: 'EntityType', value: 'CallableTimeSet' }],
      pageSize: 1,
      pageNumber: 2
    })
    expect(page).toMatchObject({ total: 2, pageSize: 1, pageNumber: 2, pageCount: 2 })
    expect(page.entities!.map(message => message.action)).toEqual(['Create'])
    expect((await auditOf(offPower)).total).toBe(0)
  })

  test('audits:audit:view: Sam may not read the audit (403 naming it)', async () => {
    await t.signInAs(seedUsers.sam.email)
    const refused = await failureOf(auditOf(offPower))
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      code: 'missing.permissions',
      message: expect.stringContaining('audits:audit:view')
    })
  })

  test('the query is checked: the last 14 days only, an interval that ends after it starts, known filters, pages up to 500', async () => {
    const bad = async (more: Partial<platformClient.Models.AuditRealtimeQueryRequest>) => {
      const failure = await failureOf(auditOf(offPower, more))
      return [failure.status, failure.body.code]
    }
    expect(await bad({ interval: `${iso(t.now - 15 * DAY_MS)}/${iso(t.now)}` })).toEqual([400, 'bad.request'])
    expect(await bad({ interval: `${iso(t.now)}/${iso(t.now - 1_000)}` })).toEqual([400, 'bad.request'])
    expect(await bad({ filters: [{ property: 'CampaignId', value: offPower }] })).toEqual([
      400,
      'bad.request'
    ])
    expect(await bad({ pageSize: 501 })).toEqual([400, 'bad.request'])
    expect((await auditOf(offPower, { pageSize: 500 })).pageSize).toBe(500)
  })
})

describe('the realism mode', () => {
  test('a change is listed auditLagMs after it is made', async () => {
    let now = t.now
    const lagging = await createEmulator({
      port: 0,
      quiet: true,
      now: () => now,
      rateLimitPerMinute: 0,
      realism: { auditLagMs: 5_000, listingLagMs: 0, eventJitterMs: 0 }
    })
    try {
      const token = await issueTestToken(lagging.url, seedUsers.avery.email)
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`${lagging.url}${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body)
        })
      expect((await call('POST', `/api/v2/outbound/campaigns/${offPower}/start`)).status).toBe(202)
      const total = async () => {
        const query = {
          interval: `${iso(now - DAY_MS)}/${iso(now + 1_000)}`,
          filters: [{ property: 'EntityId', value: offPower }]
        }
        return (
          (await (await call('POST', '/api/v2/audits/query/realtime', query)).json()) as { total: number }
        ).total
      }
      now += 4_000
      expect(await total()).toBe(0)
      now += 1_000
      expect(await total()).toBe(1)
    } finally {
      await lagging.close()
    }
  })
})
