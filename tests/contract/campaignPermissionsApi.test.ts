/**
 * The permissions the platform asks for around a campaign, with the official SDK against the emulator: the
 * diagnostics summary (outbound:campaignDiagnostic:view, not campaign:view), the editor's listings of queues
 * (routing:queue:view), scripts (scripter:script:view) and edge groups (telephony:plugin:all), and recycle
 * (outbound:campaign:recycle or :edit, refused with the platform's "any of" wording). Also the PUT of a
 * campaign, whose model requires campaignStatus on updates.
 */
import platformClient from 'purecloud-platform-client-v2'
import { knownCampaigns, seedEdgeGroups } from '../../emulator/src/outbound/seedOutbound'
import { SUPERVISOR_PERMISSIONS, seedUsers } from '../../emulator/src/seed'
import { failureOf, setUpSdkContract } from './support/sdkContract'

const t = setUpSdkContract()
const outbound = () => new platformClient.OutboundApi()
const { onPower, offPower, offProgressive } = knownCampaigns

const summaryOf = (id: string) =>
  outbound().getOutboundDiagnosticsCampaignSummary(
    id,
    new Date(t.now - 60_000).toISOString(),
    new Date(t.now).toISOString()
  )

/** The permission strings a seeded user holds from now on (until the next reset). */
function grant(user: { id: string }, permissions: readonly string[]) {
  const held = t.emulator.state.findUser(user.id) as { permissions: readonly string[] }
  held.permissions = [...permissions]
}

describe('the diagnostics summary needs outbound:campaignDiagnostic:view', () => {
  test('Vic sees the campaign but not its summary; Sam and Avery see both', async () => {
    await t.signInAs(seedUsers.vic.email)
    expect((await outbound().getOutboundCampaign(onPower)).id).toBe(onPower)
    const refused = await failureOf(summaryOf(onPower))
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      code: 'missing.permissions',
      message: expect.stringContaining('outbound:campaignDiagnostic:view')
    })

    for (const who of [seedUsers.sam, seedUsers.avery]) {
      await t.signInAs(who.email)
      expect((await summaryOf(onPower)).campaignHealthStates).toBeDefined()
    }
  })
})

describe("the editor's listings ask the routing, scripter and telephony permissions", () => {
  test('Vic may list neither queues nor scripts; Sam may list both', async () => {
    await t.signInAs(seedUsers.vic.email)
    const queues = await failureOf(new platformClient.RoutingApi().getRoutingQueues())
    expect(queues.status).toBe(403)
    expect(queues.body.message).toContain('routing:queue:view')
    const scripts = await failureOf(new platformClient.ScriptsApi().getScripts())
    expect(scripts.status).toBe(403)
    expect(scripts.body.message).toContain('scripter:script:view')

    await t.signInAs(seedUsers.sam.email)
    expect((await new platformClient.RoutingApi().getRoutingQueues()).total).toBe(4)
    expect((await new platformClient.ScriptsApi().getScripts()).total).toBe(4)
  })

  test('edge groups take telephony:plugin:all: Sam is refused, Avery gets them with their trunk base', async () => {
    await t.signInAs(seedUsers.sam.email)
    const refused = await failureOf(
      new platformClient.TelephonyProvidersEdgeApi().getTelephonyProvidersEdgesEdgegroups()
    )
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      code: 'missing.permissions',
      message: expect.stringContaining('telephony:plugin:all')
    })

    await t.signInAs(seedUsers.avery.email)
    const listed = await new platformClient.TelephonyProvidersEdgeApi().getTelephonyProvidersEdgesEdgegroups()
    expect(listed.entities!.map(group => group.id)).toEqual([
      seedEdgeGroups.dublin.id,
      seedEdgeGroups.london.id
    ])
    for (const group of listed.entities!)
      expect(group.edgeTrunkBaseAssignment).toMatchObject({
        trunkBase: { name: expect.any(String), trunkType: 'EDGE', trunkMetabase: { id: expect.any(String) } }
      })
  })
})

describe('recycle takes outbound:campaign:recycle or outbound:campaign:edit', () => {
  test('without either: 403 missing.any.permissions naming both, in the platform’s words', async () => {
    await t.signInAs(seedUsers.sam.email)
    const refused = await failureOf(outbound().deleteOutboundCampaignProgress(offProgressive))
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      code: 'missing.any.permissions',
      message:
        'Unable to perform the requested action. You must have at least one of the following permissions assigned: [outbound:campaign:recycle, outbound:campaign:edit]'
    })
  })

  test.each([['outbound:campaign:recycle'], ['outbound:campaign:edit']])(
    'with %s alone, the campaign is recycled',
    async permission => {
      await outbound().postOutboundCampaignStart(offProgressive)
      t.now += 30_000
      await outbound().postOutboundCampaignStop(offProgressive)
      t.now += 5_000
      grant(seedUsers.sam, [...SUPERVISOR_PERMISSIONS, permission])
      await t.signInAs(seedUsers.sam.email)
      expect(
        (await outbound().getOutboundCampaignProgress(offProgressive)).numberOfContactsCalled
      ).toBeGreaterThan(0)

      await outbound().deleteOutboundCampaignProgress(offProgressive)
      expect((await outbound().getOutboundCampaignProgress(offProgressive)).numberOfContactsCalled).toBe(0)
    }
  )
})

describe('a PUT must carry campaignStatus', () => {
  test('without it: 400 invalid.property naming campaignStatus, and nothing changes', async () => {
    const { campaignStatus, ...current } = await outbound().getOutboundCampaign(offPower)
    expect(campaignStatus).toBe('off')

    const refused = await failureOf(
      outbound().putOutboundCampaign(offPower, { ...current, callerName: 'No status' })
    )
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('invalid.property')
    expect(refused.body.message).toContain('campaignStatus')
    expect(refused.body.details).toEqual([{ errorCode: 'required', fieldName: 'campaignStatus' }])
    expect(await outbound().getOutboundCampaign(offPower)).toMatchObject({
      version: current.version,
      callerName: current.callerName
    })

    const saved = await outbound().putOutboundCampaign(offPower, {
      ...current,
      campaignStatus,
      callerName: 'With status'
    })
    expect(saved).toMatchObject({
      callerName: 'With status',
      campaignStatus: 'off',
      version: current.version! + 1
    })
  })

  test('its absence is named with the body’s other problems', async () => {
    const { campaignStatus: _status, ...current } = await outbound().getOutboundCampaign(offPower)
    const refused = await failureOf(outbound().putOutboundCampaign(offPower, { ...current, callerName: '' }))
    expect(refused.body.details).toEqual([
      { errorCode: 'required', fieldName: 'callerName' },
      { errorCode: 'required', fieldName: 'campaignStatus' }
    ])
  })
})
