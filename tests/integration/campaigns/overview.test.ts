import { knownCampaigns, seedContactLists } from '../../../emulator/src/outbound/seedOutbound'
import { seedDivisions } from '../../../emulator/src/seed'
import type { CampaignOverview, CampaignRow } from '@/shared/campaigns/campaignTypes'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, DEMO_ORG, NINA, SAM, useCampaignsFixture, VIC } from './support/campaignsFixture'

describeOnDatabases('GET /api/campaigns', kind => {
  const app = useCampaignsFixture(kind)
  beforeEach(() => app().reset())

  const overview = async (query = '', email = AVERY) => {
    const answer = await app().request<CampaignOverview>('GET', `/api/campaigns${query}`, {
      token: await app().tokenFor(email)
    })
    expect(answer.status).toBe(200)
    return answer.json
  }

  it('answers every campaign of the organisation with its progress, a summary and facets', async () => {
    const answer = await overview()
    expect(answer.total).toBe(74)
    expect(answer.campaigns).toHaveLength(74)
    expect(answer.params).toEqual({
      q: '',
      status: [],
      dialingMode: [],
      divisionId: [],
      contactListId: [],
      sort: 'name:asc',
      page: 1,
      pageSize: 100
    })
    expect(answer.summary).toMatchObject({
      total: 74,
      byStatus: { off: 49, on: 8, complete: 8, invalid: 6, forced_off: 3 }
    })
    expect(answer.summary.contactsRemaining).toBeGreaterThan(0)
    const names = answer.campaigns.map(c => c.name)
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }))
    )
    const onPredictive = answer.campaigns.find(c => c.id === knownCampaigns.onPredictive)
    expect(onPredictive).toMatchObject({
      status: 'on',
      dialingMode: 'predictive',
      progress: { total: 50_000 },
      pace: { contactsPerMinute: null, etaSeconds: null }
    })
    expect(onPredictive?.progress?.called).toBeGreaterThanOrEqual(18_400)
    expect(answer.campaigns.find(c => c.id === knownCampaigns.offPower)?.progress).toEqual({
      called: 0,
      total: 300,
      percentage: 0
    })
    expect(answer.campaigns.find(c => c.id === knownCampaigns.invalid)?.errors).toEqual(
      expect.arrayContaining([expect.stringContaining('queue')])
    )
    expect(answer.facets.divisions.map(d => d.id).sort()).toEqual(
      [seedDivisions.democcHome.id, seedDivisions.democcSales.id, seedDivisions.democcCollections.id].sort()
    )
    expect(answer.facets.contactLists.length).toBeGreaterThan(5)
    expect(Date.parse(answer.refreshedAt)).toBe(app().clock.now())
  })

  it('filters by name (any case), status, dialing mode, division and contact list', async () => {
    const byName = await overview('?q=PILOT%20callback')
    expect(byName.campaigns.map(c => c.id).sort()).toEqual(
      [
        knownCampaigns.offPower,
        knownCampaigns.offPreview,
        knownCampaigns.offAgentless,
        knownCampaigns.offProgressive,
        knownCampaigns.offPredictive
      ].sort()
    )
    expect(byName.summary.total).toBe(74)

    const running = await overview('?status=on,complete')
    expect(running.total).toBe(16)
    expect(running.campaigns.every(c => c.status === 'on' || c.status === 'complete')).toBe(true)

    const modes = await overview('?dialingMode=agentless&status=off')
    expect(modes.total).toBeGreaterThan(0)
    expect(modes.campaigns.every(c => c.dialingMode === 'agentless' && c.status === 'off')).toBe(true)

    const sales = await overview(`?divisionId=${seedDivisions.democcSales.id}`)
    expect(sales.total).toBeGreaterThan(0)
    expect(sales.campaigns.every(c => c.division?.id === seedDivisions.democcSales.id)).toBe(true)

    const list = await overview(`?contactListId=${seedContactLists.pilotA.id},${seedContactLists.pilotB.id}`)
    expect(list.campaigns.map(c => c.id).sort()).toEqual(
      [knownCampaigns.offPower, knownCampaigns.offPreview].sort()
    )

    expect((await overview('?q=no%20such%20campaign')).campaigns).toEqual([])
  })

  it('sorts by each field either way, missing values last, and pages without overlap', async () => {
    const byProgress = await overview('?sort=progress:desc')
    const percentages = byProgress.campaigns.map(c => c.progress?.percentage ?? -1)
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a))
    const byStatus = await overview('?sort=status:asc')
    expect(byStatus.campaigns[0]?.status).toBe('on')
    const byModified = await overview('?sort=dateModified:desc')
    const dates = byModified.campaigns.map(c => Date.parse(c.dateModified ?? ''))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const byPriority = await overview('?sort=priority:asc')
    const priorities = byPriority.campaigns.map(c => c.priority ?? 99)
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b))
    // pace and time left: the measured campaigns first (none is measured on a first read), then the rest
    const byPace = await overview('?sort=pace:desc')
    expect(byPace.params.sort).toBe('pace:desc')
    const paces = byPace.campaigns.map(c => c.pace.contactsPerMinute ?? -1)
    expect(paces).toEqual([...paces].sort((a, b) => b - a))
    const byEta = await overview('?sort=eta:asc')
    const etas = byEta.campaigns.map(c => c.pace.etaSeconds ?? Number.MAX_SAFE_INTEGER)
    expect(etas).toEqual([...etas].sort((a, b) => a - b))

    const pages = await Promise.all(
      [1, 2, 3, 4].map(page => overview(`?sort=dialingMode:desc&pageSize=20&page=${page}`))
    )
    expect(pages.map(page => page.campaigns.length)).toEqual([20, 20, 20, 14])
    const ids = pages.flatMap(page => page.campaigns.map(c => c.id))
    expect(new Set(ids).size).toBe(74)
    expect(pages[3]?.total).toBe(74)
    expect((await overview('?page=9&pageSize=20')).campaigns).toEqual([])
  })

  it('sorts by pace and time left once campaigns are measured, the unmeasured last either way', async () => {
    await overview() // the first samples of the running campaigns
    app().clock.advance(60_000) // a minute later each has a pace (120 a minute) and a time left
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
    const expectSorted = (
      answer: CampaignOverview,
      value: (row: CampaignRow) => number | null,
      direction: 'asc' | 'desc'
    ) => {
      const rows = answer.campaigns
      const measured = rows.filter(row => value(row) !== null)
      expect(measured.map(row => row.status)).toEqual(Array(8).fill('on'))
      // the measured first, then the rest
      expect(rows.slice(0, measured.length)).toEqual(measured)
      rows.slice(1).forEach((row, index) => {
        const before = rows[index] as CampaignRow
        const [a, b] = [value(before), value(row)]
        if (a !== null && b === null) return
        if (a !== null && b !== null && a !== b) expect(direction === 'asc' ? a < b : a > b).toBe(true)
        // ties, and the unmeasured among themselves, by name (then id)
        else expect(collator.compare(before.name, row.name)).toBeLessThanOrEqual(0)
      })
    }
    const pace = (row: CampaignRow) => row.pace.contactsPerMinute
    const eta = (row: CampaignRow) => row.pace.etaSeconds
    for (const direction of ['asc', 'desc'] as const) {
      const byPace = await overview(`?sort=pace:${direction}`)
      expect(byPace.params.sort).toBe(`pace:${direction}`)
      expect(byPace.total).toBe(74)
      expectSorted(byPace, pace, direction)
      const byEta = await overview(`?sort=eta:${direction}`)
      expect(byEta.params.sort).toBe(`eta:${direction}`)
      expectSorted(byEta, eta, direction)
    }
    const soonest = await overview('?sort=eta')
    expect(soonest.params.sort).toBe('eta:asc')
    const etas = soonest.campaigns.slice(0, 8).map(eta)
    expect(new Set(etas).size).toBeGreaterThan(1) // the order is the time left's, not only the names'
    // paged: the unmeasured never come before the measured, and pages neither overlap nor skip
    const pages = await Promise.all([1, 2].map(page => overview(`?sort=pace:desc&pageSize=5&page=${page}`)))
    expect(pages.flatMap(page => page.campaigns.map(c => c.id))).toEqual(
      (await overview('?sort=pace:desc')).campaigns.slice(0, 10).map(c => c.id)
    )
    expect(pages[1]?.campaigns.slice(3).every(c => c.pace.contactsPerMinute === null)).toBe(true)
  })

  it('tells each person what they may do: app role and platform permissions', async () => {
    expect((await overview('', AVERY)).capabilities).toEqual({
      create: { allowed: true },
      edit: { allowed: true },
      delete: { allowed: true },
      start: { allowed: true },
      stop: { allowed: true },
      recycle: { allowed: true }
    })
    // Sam: supervisor in the app; on the platform he may start and stop, nothing more
    const lacks = (permission: string) => ({
      allowed: false,
      reason: 'platform',
      permission,
      permissions: [permission],
      anyOf: false
    })
    expect((await overview('', SAM)).capabilities).toEqual({
      create: lacks('outbound:campaign:add'),
      edit: lacks('outbound:campaign:edit'),
      delete: lacks('outbound:campaign:delete'),
      start: { allowed: true },
      stop: { allowed: true },
      // recycle takes either permission: both are named
      recycle: {
        allowed: false,
        reason: 'platform',
        permission: 'outbound:campaign:recycle',
        permissions: ['outbound:campaign:recycle', 'outbound:campaign:edit'],
        anyOf: true
      }
    })
    // Vic: an admin in the app (never listed), a viewer on the platform
    expect((await overview('', VIC)).capabilities.start).toEqual(lacks('outbound:campaign:start'))
  })

  it('lets a client read (every action refused for the role) and a supervisor act as far as the platform allows', async () => {
    await app().tokenFor(AVERY)
    await app().setRole(DEMO_ORG, AVERY, 'client')
    const asClient = await overview('', AVERY)
    expect(asClient.total).toBe(74)
    for (const capability of Object.values(asClient.capabilities))
      expect(capability).toEqual({ allowed: false, reason: 'role' })
    await app().setRole(DEMO_ORG, AVERY, 'supervisor')
    expect(Object.values((await overview('', AVERY)).capabilities).every(c => c.allowed)).toBe(true)
  })

  it('keeps organisations apart', async () => {
    const northwind = await overview('', NINA)
    expect(northwind.total).toBe(5)
    expect(northwind.campaigns.map(c => c.id)).toContain(knownCampaigns.northwind)
    expect((await overview('', AVERY)).campaigns.map(c => c.id)).not.toContain(knownCampaigns.northwind)
    const answer = await app().request('GET', `/api/campaigns/${knownCampaigns.northwind}`, {
      token: await app().tokenFor(AVERY)
    })
    expect(answer.status).toBe(404)
    expect(answer.json).toMatchObject({ code: 'campaign.not_found' })
  })

  it('refuses a call without a token', async () => {
    const answer = await app().request('GET', '/api/campaigns')
    expect(answer.status).toBe(401)
    expect(answer.json).toMatchObject({ code: 'token.missing' })
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })
})
