/**
 * The official SDK's OutboundApi on the dialer's event log against the emulator: what it logs, in the values
 * the SDK documents only (levels and categories in capitals, codes of the EventMessage enum): a schedule's start
 * refused because the campaign is invalid (SCHEDULED_CAMPAIGN_INVALID, SCHEDULE, ERROR), a sequence stopped
 * because its next campaign could not start (CAMPAIGN_START_ERROR, CAMPAIGN), and the filters by category and
 * level. Why a campaign is not dialing is no event (diagnosticsApi.test.ts, heldBackApi.test.ts); the 50-active
 * refusal: schedulesApi.test.ts; a sequence's campaign stopped by hand: sequencesApi.test.ts.
 */
import platformClient from 'purecloud-platform-client-v2'
import { knownCampaigns, seedQueues } from '../../emulator/src/outbound/seedOutbound'
import { emulatorControl, START, setUpSdkContract } from './support/sdkContract'

const t = setUpSdkContract()
const outbound = () => new platformClient.OutboundApi()
const iso = (ms: number) => new Date(ms).toISOString()
const { invalid } = knownCampaigns

describe('the dialer event log', () => {
  test('the events keep the EventLog model, in documented values, and filter by category and level', async () => {
    // A schedule's start refused because the campaign is invalid: logged as the platform documents it.
    await outbound().putOutboundSchedulesCampaign(invalid, {
      intervals: [{ start: iso(t.now + 60_000).slice(0, 19), end: iso(t.now + 3_600_000).slice(0, 19) }],
      campaign: { id: invalid }
    })
    t.now += 61_000
    // a reason that holds campaigns back is not an event: only the refusal is logged
    await emulatorControl(t, 'DELETE', `/outbound/queues/${seedQueues.care.id}/agents`)
    const listing = await outbound().getOutboundEvents({ category: 'SCHEDULE', level: 'ERROR' })
    expect(listing.total).toBe(1)
    const [event] = listing.entities!
    const campaign = await outbound().getOutboundCampaign(invalid)
    expect(event).toEqual({
      id: expect.any(String),
      name: 'Scheduled start refused',
      relatedEntity: { id: invalid, name: campaign.name, selfUri: `/api/v2/outbound/campaigns/${invalid}` },
      timestamp: iso(t.now - 1_000),
      level: 'ERROR',
      category: 'SCHEDULE',
      correlationId: expect.any(String),
      eventMessage: {
        code: 'SCHEDULED_CAMPAIGN_INVALID',
        message: expect.stringContaining(`The schedule could not start the campaign "${campaign.name}"`),
        messageWithParams: expect.any(String),
        messageParams: {}
      },
      selfUri: `/api/v2/outbound/events/${event!.id}`
    })
    expect(campaign.campaignStatus).toBe('invalid')
    expect(await outbound().getOutboundEvent(event!.id!)).toEqual(event)
    expect((await outbound().getOutboundEvents()).total).toBe(1)
    expect((await outbound().getOutboundEvents({ category: 'CAMPAIGN' })).total).toBe(0)
    expect((await outbound().getOutboundEvents({ level: 'WARNING' })).total).toBe(0)
  })

  test('a sequence whose next campaign cannot start stops: a CAMPAIGN_START_ERROR naming both', async () => {
    await fetch(`${t.emulator.url}/__emulator/outbound/settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ contactsPerSecond: 100 })
    })
    // Pilot Callback – Power (300 contacts), then the invalid campaign
    const sequence = await outbound().postOutboundSequences({
      name: 'Contract – Pilot then invalid',
      campaigns: [{ id: knownCampaigns.offPower }, { id: invalid }],
      currentCampaign: 0,
      status: 'off'
    })
    await outbound().putOutboundSequence(sequence.id!, { ...sequence, status: 'on' })
    // 300 contacts at 100 a second: the first completes at +3 s, and the invalid one is refused then
    t.now += 4_000
    const stopped = await outbound().getOutboundSequence(sequence.id!)
    expect(stopped).toMatchObject({ status: 'off', currentCampaign: 1 })
    expect(stopped.stopMessage).toContain('cannot start its campaign')
    const events = await outbound().getOutboundEvents()
    expect(events.entities).toEqual([
      expect.objectContaining({
        name: 'Sequence stopped',
        timestamp: iso(START + 3_000),
        level: 'ERROR',
        category: 'CAMPAIGN',
        relatedEntity: {
          id: sequence.id,
          name: 'Contract – Pilot then invalid',
          selfUri: `/api/v2/outbound/sequences/${sequence.id}`
        },
        errorEntity: expect.objectContaining({
          id: invalid,
          selfUri: `/api/v2/outbound/campaigns/${invalid}`
        }),
        eventMessage: expect.objectContaining({ code: 'CAMPAIGN_START_ERROR', message: stopped.stopMessage })
      })
    ])
  })
})
