import { knownCampaigns, seedResponseSets } from '../../../emulator/src/outbound/seedOutbound'
import { apiRoutes } from '../../../emulator/src/platform/apiRoutes'
import { SUPERVISOR_PERMISSIONS, VIEWER_PERMISSIONS } from '../../../emulator/src/seed'
import * as diagnosisRoute from '@/pages/api/campaigns/[id]/diagnosis'
import * as todayRoute from '@/pages/api/campaigns/[id]/today'
import * as idRoute from '@/pages/api/campaigns/[id]'
import * as indexRoute from '@/pages/api/campaigns/index'
import * as optionsRoute from '@/pages/api/campaigns/options'
import type { CampaignDetail, CampaignFormOptions } from '@/shared/campaigns/campaignTypes'
import type { CampaignToday } from '@/shared/campaigns/campaignTodayTypes'
import { describeOnDatabases } from '../../support/dbDescribe'
import { serveRoutePatterns } from '../../support/serveNextApiRoute'
import { SAM, useCampaignsFixture, VIC } from './support/campaignsFixture'

/**
 * Issue 33, findings 9 and 15: what a viewer's and a supervisor's campaign pages ask of Genesys Cloud. The
 * server knows the person's permissions from the token's validation: it asks nothing the platform would refuse
 * (each route counted by the emulator is checked against the permissions the emulator's route demands), and a
 * read-only page names the campaign's references from the campaign itself, never by a raw id.
 */

/** The platform routes among `counted` whose permissions `held` does not grant: each was a 403. */
function refusedRoutes(counted: Record<string, number>, held: readonly string[]): string[] {
  return Object.keys(counted).filter(key => {
    const route = apiRoutes.find(candidate => `${candidate.method} ${candidate.path}` === key)
    if (!route) return false
    const all = (route.permissions ?? []).every(permission => held.includes(permission))
    const any = route.anyPermissions?.length
      ? route.anyPermissions.some(permission => held.includes(permission))
      : true
    return !all || !any
  })
}

describeOnDatabases('a viewer’s and a supervisor’s campaign pages against the platform', kind => {
  const app = useCampaignsFixture(kind)
  let served: { url: string; close(): Promise<void> }

  beforeAll(async () => {
    served = await serveRoutePatterns([
      { pattern: /^\/api\/campaigns$/, route: indexRoute, page: '/api/campaigns' },
      { pattern: /^\/api\/campaigns\/options$/, route: optionsRoute, page: '/api/campaigns/options' },
      {
        pattern: /^\/api\/campaigns\/(?<id>[^/]+)\/today$/,
        route: todayRoute,
        page: '/api/campaigns/[id]/today'
      },
      {
        pattern: /^\/api\/campaigns\/(?<id>[^/]+)\/diagnosis$/,
        route: diagnosisRoute,
        page: '/api/campaigns/[id]/diagnosis'
      },
      { pattern: /^\/api\/campaigns\/(?<id>[^/]+)$/, route: idRoute, page: '/api/campaigns/[id]' }
    ])
  })
  afterAll(() => served.close())
  beforeEach(() => app().reset())

  const get = async <T>(email: string, path: string) => {
    const response = await fetch(`${served.url}${path}`, {
      headers: { Authorization: await app().tokenFor(email) }
    })
    expect(response.status).toBe(200)
    return (await response.json()) as T
  }

  /** What the browser's wall and a campaign's page ask, as one person, in the order a visit makes them. */
  const visit = async (email: string, id: string) => {
    await get(email, '/api/campaigns?performance=1')
    const detail = await get<CampaignDetail>(email, `/api/campaigns/${id}`)
    const today = await get<CampaignToday>(email, `/api/campaigns/${id}/today`)
    await get(email, `/api/campaigns/${id}/diagnosis`)
    const options = await get<CampaignFormOptions>(email, '/api/campaigns/options')
    return { detail, today, options }
  }

  it('asks Genesys Cloud nothing a viewer may not read: no 403, and the page is told why in its answers', async () => {
    await app().tokenFor(VIC)
    await app().resetCalls()
    const { today, options } = await visit(VIC, knownCampaigns.onPower)

    const calls = await app().calls()
    expect(calls.total).toBeGreaterThan(0)
    expect(refusedRoutes(calls.byRoute, VIEWER_PERMISSIONS)).toEqual([])
    // the sections he may not see say which permission they need, in the answers the page words
    expect(today.eventsUnavailable).toBe('noPermission')
    expect(today.healthUnavailable).toMatchObject({ permissions: ['outbound:campaignDiagnostic:view'] })
    expect(Object.keys(options.refused ?? {}).sort()).toEqual([
      'callAnalysisResponseSets',
      'callableTimeSets',
      'edgeGroups',
      'queues',
      'scripts'
    ])
    expect(options.refused?.callAnalysisResponseSets).toMatchObject({
      permissions: ['outbound:responseSet:view']
    })
  })

  it('asks Genesys Cloud nothing a supervisor may not read either', async () => {
    await app().tokenFor(SAM)
    await app().resetCalls()
    await visit(SAM, knownCampaigns.onPower)
    expect(refusedRoutes((await app().calls()).byRoute, SUPERVISOR_PERMISSIONS)).toEqual([])
  })

  it('names the response set of a supervisor’s read-only settings from the campaign, not by its id', async () => {
    const { detail, options } = await visit(SAM, knownCampaigns.onPower)
    expect(detail.capabilities.edit.allowed).toBe(false)
    const setId = detail.campaign.settings.callAnalysisResponseSetId
    expect(setId).toBeTruthy()
    // he may not list the response sets: the campaign's own reference names its set
    expect(options.callAnalysisResponseSets).toEqual([])
    const named = Object.values(seedResponseSets).find(set => set.id === setId)
    expect(detail.campaign.referenceNames?.[setId!]).toBe(named?.name)
    expect(detail.campaign.referenceNames?.[detail.campaign.settings.queueId!]).toEqual(expect.any(String))
  })
})
