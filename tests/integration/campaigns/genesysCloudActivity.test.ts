import { knownCampaigns } from '../../../emulator/src/outbound/seedOutbound'
import { seedUsers } from '../../../emulator/src/seed'
import type { CampaignDetail } from '@/shared/campaigns/campaignTypes'
import { describeOnDatabases } from '../../support/dbDescribe'
import { addFault } from '../../support/emulatorControl'
import { AVERY, SAM, useCampaignsFixture } from './support/campaignsFixture'

/**
 * A campaign's activity (GET /api/campaigns/:id, issue 33 finding 12): the changes made in Genesys Cloud — straight
 * through the Platform API, as Genesys Cloud's own screens do — are listed with the app's own, each change once
 * (the app's entry stands for its own change), at the cost of one platform call per read, none for a person
 * without audits:audit:view; a refusal names the permission, a failure is said, and the app's entries stay.
 */
const AUDIT_ROUTE = 'POST /api/v2/audits/query/realtime'
const { offPower } = knownCampaigns

describeOnDatabases("a campaign's activity includes the changes made in Genesys Cloud", kind => {
  const app = useCampaignsFixture(kind)
  beforeEach(() => app().reset())

  const detail = async (email = AVERY) =>
    app().request<CampaignDetail>('GET', `/api/campaigns/${offPower}`, { token: await app().tokenFor(email) })

  /** A change made outside the app: the platform's own API, with the person's token. */
  const inGenesysCloud = async (email: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app().emulator.url}/api/v2/outbound/campaigns/${offPower}${path}`, {
      method,
      headers: { Authorization: `Bearer ${await app().tokenFor(email)}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    expect(response.ok).toBe(true)
    await response.arrayBuffer()
  }

  it('lists a change made through the Platform API, with who, when and what changed, in Genesys Cloud', async () => {
    const before = await detail()
    expect(before.json.audit).toEqual([])
    const platformCampaign = (await (
      await fetch(`${app().emulator.url}/api/v2/outbound/campaigns/${offPower}`, {
        headers: { Authorization: `Bearer ${await app().tokenFor(SAM)}` }
      })
    ).json()) as Record<string, unknown>
    app().clock.advance(60_000)
    await inGenesysCloud(AVERY, 'PUT', '', { ...platformCampaign, outboundLineCount: 42 })

    await app().resetCalls()
    const after = await detail()
    expect(after.status).toBe(200)
    expect(after.json.genesysCloudActivity).toEqual({ read: 'ok' })
    expect(after.json.audit).toEqual([
      expect.objectContaining({
        action: 'edit',
        outcome: 'succeeded',
        source: 'genesysCloud',
        actor: { name: seedUsers.avery.name, email: '' },
        at: new Date(app().clock.now()).toISOString(),
        changes: [
          // (a power campaign had no line count of its own)
          { property: 'outboundLineCount', oldValues: [], newValues: ['42'] }
        ]
      })
    ])
    // one platform call for the activity
    expect((await app().calls()).byRoute[AUDIT_ROUTE]).toBe(1)
  })

  it("shows the app's own change once: its entry, not the platform's message of it", async () => {
    const started = await app().request('POST', '/api/campaigns/actions', {
      token: await app().tokenFor(AVERY),
      body: { data: { action: 'start', ids: [offPower] } }
    })
    expect(started.status).toBe(200)
    const { json } = await detail()
    expect(json.audit).toHaveLength(1)
    expect(json.audit[0]).toMatchObject({ action: 'start', actor: { email: seedUsers.avery.email } })
    expect(json.audit[0]!.source).toBeUndefined()
  })

  it('says which permission would show the changes made in Genesys Cloud, and asks the platform nothing for it', async () => {
    await inGenesysCloud(AVERY, 'POST', '/start')
    await app().resetCalls()
    const answer = await detail(SAM)
    expect(answer.status).toBe(200)
    expect(answer.json.genesysCloudActivity).toEqual({
      read: 'refused',
      needs: { permission: 'audits:audit:view', permissions: ['audits:audit:view'], anyOf: false }
    })
    expect(answer.json.audit).toEqual([])
    expect((await app().calls()).byRoute[AUDIT_ROUTE]).toBeUndefined()
  })

  it("keeps the app's entries and says the platform's audit could not be read when it fails", async () => {
    await app().request('POST', '/api/campaigns/actions', {
      token: await app().tokenFor(AVERY),
      body: { data: { action: 'start', ids: [offPower] } }
    })
    await addFault(app().emulator.url, { method: 'POST', path: '/api/v2/audits/query/realtime', status: 503 })
    const answer = await detail()
    expect(answer.status).toBe(200)
    expect(answer.json.genesysCloudActivity).toEqual({ read: 'failed' })
    expect(answer.json.audit.map(entry => entry.action)).toEqual(['start'])
  })
})
