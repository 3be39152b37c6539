import { knownCampaigns } from '../../../emulator/src/outbound/seedOutbound'
import type { CampaignDetail, CampaignOverview, CampaignRow } from '@/shared/campaigns/campaignTypes'
import { resetCampaignState } from '@/server/campaigns'
import { getDatabase } from '@/server/db'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, DEMO_ORG, useCampaignsFixture } from './support/campaignsFixture'

/** Pace and ETA from progress samples as the emulator's clock moves (2 contacts a second per running campaign). */
describeOnDatabases('pace and ETA of /api/campaigns', kind => {
  const app = useCampaignsFixture(kind)
  beforeEach(() => app().reset())

  const row = async (id: string): Promise<CampaignRow> => {
    const answer = await app().request<CampaignOverview>('GET', '/api/campaigns', {
      token: await app().tokenFor(AVERY)
    })
    const found = answer.json.campaigns.find(c => c.id === id)
    if (!found) throw new Error(`no campaign ${id}`)
    return found
  }

  const samples = async () => {
    const { db } = await getDatabase()
    return db.selectFrom('campaign_progress_samples').selectAll().where('org_id', '=', DEMO_ORG).execute()
  }

  it('measures contacts per minute over the samples and the time left at that pace', async () => {
    const first = await row(knownCampaigns.onPower)
    expect(first.pace).toEqual({
      contactsPerMinute: null,
      etaSeconds: null,
      sampledAt: new Date(app().clock.now()).toISOString()
    })
    app().clock.advance(60_000)
    const later = await row(knownCampaigns.onPower)
    const remaining = (later.progress?.total ?? 0) - (later.progress?.called ?? 0)
    expect(later.pace).toEqual({
      contactsPerMinute: 120,
      etaSeconds: Math.ceil((remaining / 120) * 60),
      sampledAt: new Date(app().clock.now()).toISOString()
    })
    // idle campaigns have no pace
    expect((await row(knownCampaigns.offPower)).pace).toEqual({
      contactsPerMinute: null,
      etaSeconds: null,
      sampledAt: null
    })
  })

  it('keeps at most one sample per campaign every 10 s, however often the overview refreshes', async () => {
    await row(knownCampaigns.onPower)
    for (let i = 0; i < 4; i++) {
      app().clock.advance(2_000)
      await row(knownCampaigns.onPower)
    }
    const active = 8
    expect(await samples()).toHaveLength(active)
    app().clock.advance(2_000) // 10 s after the first
    await row(knownCampaigns.onPower)
    expect(await samples()).toHaveLength(2 * active)
  })

  it('survives a restart: the samples are in the database', async () => {
    await row(knownCampaigns.onPredictive)
    app().clock.advance(90_000)
    resetCampaignState() // a new server process: no snapshots
    const pace = (await row(knownCampaigns.onPredictive)).pace
    expect(pace.contactsPerMinute).toBe(120)
  })

  it('shows the pace on the campaign’s page too', async () => {
    const token = await app().tokenFor(AVERY)
    await app().request('GET', `/api/campaigns/${knownCampaigns.onPower}`, { token })
    app().clock.advance(30_000)
    const detail = await app().request<CampaignDetail>('GET', `/api/campaigns/${knownCampaigns.onPower}`, {
      token
    })
    expect(detail.json.campaign.pace.contactsPerMinute).toBe(120)
    expect(detail.json.campaign.pace.etaSeconds).toBeGreaterThan(0)
  })

  it('starts measuring again after a recycle', async () => {
    const token = await app().tokenFor(AVERY)
    await row(knownCampaigns.onPower)
    app().clock.advance(60_000)
    await row(knownCampaigns.onPower)
    const recycle = await app().request('POST', '/api/campaigns/actions', {
      token,
      body: { data: { action: 'recycle', ids: [knownCampaigns.onPower] } }
    })
    expect(recycle.status).toBe(200)
    app().clock.advance(15_000)
    const restarted = await row(knownCampaigns.onPower)
    expect(restarted.progress?.called).toBe(30)
    // the samples before the recycle no longer count: one sample since is not a pace yet
    expect(restarted.pace.contactsPerMinute).toBeNull()
    app().clock.advance(15_000)
    expect((await row(knownCampaigns.onPower)).pace.contactsPerMinute).toBe(120)
  })

  it('forgets samples after two hours', async () => {
    await row(knownCampaigns.onPower)
    app().clock.advance(2 * 60 * 60_000 + 61_000)
    await row(knownCampaigns.onPower)
    const left = await samples()
    expect(left.every(sample => Date.parse(sample.sampled_at) === app().clock.now())).toBe(true)
  })
})
