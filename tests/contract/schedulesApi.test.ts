/**
 * The official SDK's OutboundApi on campaign schedules against the emulator: the seeded week, create/replace
 * with versions (stale: 409), validation naming the field, permissions, organisation isolation, and the emulator
 * running schedules as its clock moves (the control API `/__emulator/clock`): a campaign turned on at its
 * interval's start and off at its end, local times kept across daylight-saving changes, no retroactive start,
 * and a start refused by the 50-active limit showing in the dialer's event log.
 */
import platformClient from 'purecloud-platform-client-v2'
import { knownCampaigns } from '../../emulator/src/outbound/seedOutbound'
import { seedTimes } from '../../emulator/src/outbound/schedules/seedTimeline'
import { seedUsers } from '../../emulator/src/seed'
import { advanceClock, readClock, setClock } from './support/emulatorClock'
import { failureOf, START, setUpSdkContract } from './support/sdkContract'

const t = setUpSdkContract()
const outbound = () => new platformClient.OutboundApi()
const statusOf = async (id: string) => (await outbound().getOutboundCampaign(id)).campaignStatus
const ID = knownCampaigns.offPower
const AVERY = seedUsers.avery.email

/** An interval body for minutes from now, in UTC local time (START is 09:00Z). */
const utcLocal = (ms: number) => new Date(ms).toISOString().slice(0, 19)

/** The dialing pace (control API): slow enough that a campaign running for hours does not complete. */
const setPace = (contactsPerSecond: number) =>
  fetch(`${t.emulator.url}/__emulator/outbound/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ contactsPerSecond })
  })

describe('campaign schedules', () => {
  test('the seed: a week of business hours, evenings and Saturdays; statuses untouched', async () => {
    const schedules = await outbound().getOutboundSchedulesCampaigns()
    expect(Array.isArray(schedules)).toBe(true)
    const blocks = seedTimes.scheduledCampaigns
    expect(schedules).toHaveLength(
      blocks.londonBusinessHours.length +
        blocks.newYorkBusinessHours.length +
        blocks.londonEvenings.length +
        blocks.londonSaturdays.length
    )
    const london = schedules.find(s => s.id === blocks.londonBusinessHours[0])!
    expect(london).toMatchObject({
      version: 1,
      intervals: [],
      timeZone: 'Europe/London',
      campaign: { id: blocks.londonBusinessHours[0], name: 'Winback Offers – North' },
      selfUri: `/api/v2/outbound/schedules/campaigns/${blocks.londonBusinessHours[0]}`
    })
    // START is Wednesday 1 April 2026: the recurrence begins on that week's Monday.
    expect(london.recurrences).toEqual([
      expect.objectContaining({
        start: '2026-03-30T09:00:00.000',
        end: '2026-03-30T17:00:00.000',
        pattern: {
          type: 'Weekly',
          interval: 1,
          daysOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
        },
        range: { type: 'NoEnd' }
      })
    ])
    const saturday = schedules.find(s => s.id === blocks.londonSaturdays[0])!
    expect(saturday.recurrences![0]).toMatchObject({
      start: '2026-04-04T10:00:00.000',
      end: '2026-04-04T14:00:00.000'
    })
    expect(schedules.find(s => s.id === blocks.newYorkBusinessHours[0])!.timeZone).toBe('America/New_York')
    // 10:00 in London, inside business hours: nothing was started by seeding (the next start boundary starts it).
    for (const id of blocks.londonBusinessHours) expect(await statusOf(id)).toBe('off')

    await t.signInAs(seedUsers.nina.email)
    expect((await outbound().getOutboundSchedulesCampaigns()).map(s => s.id)).toEqual(
      blocks.northwindLondonBusinessHours
    )
  })

  test('PUT creates, then replaces with the current version (stale or missing: 409); GET; DELETE', async () => {
    const body = {
      intervals: [{ start: '2026-04-02T09:00', end: '2026-04-02T17:30:15' }],
      timeZone: 'Europe/Paris',
      campaign: { id: ID }
    }
    const created = await outbound().putOutboundSchedulesCampaign(ID, body)
    expect(created).toMatchObject({
      id: ID,
      name: 'Pilot Callback – Power',
      version: 1,
      intervals: [{ start: '2026-04-02T09:00:00.000', end: '2026-04-02T17:30:15.000' }],
      recurrences: [],
      timeZone: 'Europe/Paris',
      campaign: { id: ID, name: 'Pilot Callback – Power', selfUri: `/api/v2/outbound/campaigns/${ID}` },
      dateCreated: new Date(START).toISOString()
    })
    expect(await outbound().getOutboundSchedulesCampaign(ID)).toEqual(created)

    const replaced = await outbound().putOutboundSchedulesCampaign(ID, {
      ...body,
      timeZone: undefined,
      version: 1
    })
    expect(replaced).toMatchObject({ version: 2, timeZone: 'UTC' })

    const stale = await failureOf(outbound().putOutboundSchedulesCampaign(ID, { ...body, version: 1 }))
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('general.conflict')
    expect((await failureOf(outbound().putOutboundSchedulesCampaign(ID, body))).status).toBe(409)

    await outbound().deleteOutboundSchedulesCampaign(ID)
    const gone = await failureOf(outbound().getOutboundSchedulesCampaign(ID))
    expect([gone.status, gone.body.code]).toEqual([404, 'not.found'])
    expect((await failureOf(outbound().deleteOutboundSchedulesCampaign(ID))).status).toBe(404)
    // A new schedule after a delete starts at version 1 again.
    expect((await outbound().putOutboundSchedulesCampaign(ID, body)).version).toBe(1)

    const unknown = await failureOf(
      outbound().putOutboundSchedulesCampaign('f0000000-0000-4000-8000-00000000ffff', body)
    )
    expect(unknown.status).toBe(404)
  })

  test('bad bodies are 400 invalid.property naming every field', async () => {
    const fields = async (body: object) => {
      const failure = await failureOf(outbound().putOutboundSchedulesCampaign(ID, body as never))
      expect(failure.status).toBe(400)
      return failure.body.details.map(d => d.fieldName)
    }
    expect(await fields({ timeZone: 'UTC' })).toEqual(['intervals'])
    expect(await fields({ intervals: [] })).toEqual(['intervals'])
    expect(
      await fields({
        intervals: [
          { start: '2026-04-02T10:00:00', end: '2026-04-02T09:00:00' },
          { start: '2026-04-31T10:00:00', end: 'tomorrow' }
        ],
        timeZone: 'Mars/Olympus_Mons'
      })
    ).toEqual(['timeZone', 'intervals[0].end', 'intervals[1].start', 'intervals[1].end'])
    expect(
      await fields({
        intervals: [],
        recurrences: [
          {
            start: '2026-04-06T09:00:00.000',
            end: '2026-04-06T17:00:00.000',
            pattern: { type: 'Weekly', interval: 1 },
            range: { type: 'Someday' }
          },
          {
            start: '2026-04-06T09:00:00.000',
            end: '2026-04-06T17:00:00.000',
            pattern: { type: 'Monthly', interval: 0 },
            range: { type: 'Numbered' }
          }
        ]
      })
    ).toEqual([
      'recurrences[0].pattern.daysOfWeek',
      'recurrences[0].range.type',
      'recurrences[1].pattern.type',
      'recurrences[1].pattern.interval',
      'recurrences[1].range.numberOfOccurrences'
    ])
    const other = await failureOf(
      outbound().putOutboundSchedulesCampaign(ID, {
        intervals: [{ start: '2026-04-02T09:00', end: '2026-04-02T10:00' }],
        campaign: { id: knownCampaigns.offPreview }
      })
    )
    expect(other.body.details).toEqual([{ errorCode: 'invalid.value', fieldName: 'campaign.id' }])
    expect(other.body.code).toBe('invalid.property')
  })

  test('permissions: viewers cannot see schedules, supervisors cannot change them', async () => {
    await t.signInAs(seedUsers.vic.email)
    const viewer = await failureOf(outbound().getOutboundSchedulesCampaigns())
    expect([viewer.status, viewer.body.code]).toEqual([403, 'missing.permissions'])
    expect(viewer.body.message).toContain('outbound:schedule:view')

    await t.signInAs(seedUsers.sam.email)
    expect((await outbound().getOutboundSchedulesCampaigns()).length).toBeGreaterThan(0)
    const body = { intervals: [{ start: '2026-04-02T09:00', end: '2026-04-02T10:00' }], campaign: { id: ID } }
    const edit = await failureOf(outbound().putOutboundSchedulesCampaign(ID, body))
    expect(edit.status).toBe(403)
    expect(edit.body.message).toContain('outbound:schedule:edit')
    const remove = await failureOf(
      outbound().deleteOutboundSchedulesCampaign(seedTimes.scheduledCampaigns.londonEvenings[0]!)
    )
    expect(remove.body.message).toContain('outbound:schedule:delete')
  })

  test("another organisation's campaigns and schedules are 404", async () => {
    await t.signInAs(seedUsers.nina.email)
    const body = { intervals: [{ start: '2026-04-02T09:00', end: '2026-04-02T10:00' }], campaign: { id: ID } }
    expect((await failureOf(outbound().putOutboundSchedulesCampaign(ID, body))).status).toBe(404)
    const demo = seedTimes.scheduledCampaigns.londonEvenings[0]!
    expect((await failureOf(outbound().getOutboundSchedulesCampaign(demo))).status).toBe(404)
    expect((await failureOf(outbound().deleteOutboundSchedulesCampaign(demo))).status).toBe(404)
    await t.signInAs(AVERY)
    expect((await outbound().getOutboundSchedulesCampaign(demo)).version).toBe(1)
  })

  test('the clock control API: GET, advance, set, forward only, reset', async () => {
    expect(await readClock(t)).toEqual({ now: new Date(START).toISOString(), offsetMs: 0 })
    expect(await advanceClock(t, 90_000)).toEqual({ now: '2026-04-01T09:01:30.000Z', offsetMs: 90_000 })
    expect(await setClock(t, '2026-04-01T10:00:00Z', AVERY)).toEqual({
      now: '2026-04-01T10:00:00.000Z',
      offsetMs: 3_600_000
    })
    const post = (body: unknown) =>
      fetch(`${t.emulator.url}/__emulator/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body)
      })
    for (const body of [
      { set: '2026-04-01T09:00:00Z' },
      { advanceMs: -1 },
      { set: 'soon' },
      { advanceMs: 1, set: 'x' }
    ]) {
      const refused = await post(body)
      expect(refused.status).toBe(400)
      expect((await refused.json()).code).toBe('bad.request')
    }
    await fetch(`${t.emulator.url}/__emulator/reset`, { method: 'POST' })
    expect((await readClock(t)).offsetMs).toBe(0)
  })

  test('a schedule for the next minute turns the campaign on at its start and off at its end', async () => {
    await outbound().putOutboundSchedulesCampaign(ID, {
      intervals: [{ start: utcLocal(START + 60_000), end: utcLocal(START + 180_000) }],
      campaign: { id: ID }
    })
    const before = await outbound().getOutboundCampaign(ID)
    await advanceClock(t, 59_999)
    expect(await statusOf(ID)).toBe('off')
    await advanceClock(t, 1)
    const on = await outbound().getOutboundCampaign(ID)
    expect(on.campaignStatus).toBe('on')
    expect(on.version).toBe(before.version! + 1)
    expect(on.dateModified).toBe('2026-04-01T09:01:00.000Z')
    await advanceClock(t, 10_000) // 2 contacts a second since 09:01:00
    expect((await outbound().getOutboundCampaignProgress(ID)).numberOfContactsCalled).toBe(20)

    await advanceClock(t, 120_000) // 09:03:10: stopped at 09:03:00, stopping for 2 s
    expect(await statusOf(ID)).toBe('off')
    expect((await outbound().getOutboundCampaignProgress(ID)).numberOfContactsCalled).toBe(240)
  })

  test('saved inside an interval, a campaign is not started until the next start', async () => {
    await setPace(0.01)
    await outbound().putOutboundSchedulesCampaign(ID, {
      intervals: [],
      recurrences: [
        {
          start: '2026-04-01T08:00:00.000',
          end: '2026-04-01T10:00:00.000',
          pattern: { type: 'Daily', interval: 1 },
          range: { type: 'Numbered', numberOfOccurrences: 2 }
        }
      ],
      timeZone: 'UTC',
      campaign: { id: ID }
    })
    await advanceClock(t, 30 * 60_000)
    expect(await statusOf(ID)).toBe('off')
    await setClock(t, '2026-04-02T08:00:00Z', AVERY)
    expect(await statusOf(ID)).toBe('on')
    await setClock(t, '2026-04-02T10:00:05Z', AVERY)
    expect(await statusOf(ID)).toBe('off')
    // Numbered: two occurrences (1 and 2 April), nothing on the 3rd.
    await setClock(t, '2026-04-03T09:00:00Z', AVERY)
    expect(await statusOf(ID)).toBe('off')
  })

  test('a weekly recurrence keeps 09:00 local across daylight-saving changes (Paris and New York)', async () => {
    // Start the emulator's day in the week before Europe's change (25 October) and America's (1 November).
    t.now = Date.parse('2026-10-20T00:00:00.000Z')
    await t.reset()
    await setPace(0.001)
    const weekly = (timeZone: string, campaignId: string) =>
      outbound().putOutboundSchedulesCampaign(campaignId, {
        intervals: [],
        recurrences: [
          {
            start: '2026-10-19T09:00:00.000',
            end: '2026-10-19T10:00:00.000',
            pattern: { type: 'Weekly', interval: 1, daysOfWeek: ['Monday'] },
            range: { type: 'NoEnd' }
          }
        ],
        timeZone,
        campaign: { id: campaignId }
      })
    const paris = ID
    const newYork = knownCampaigns.offPreview
    await weekly('Europe/Paris', paris)
    await weekly('America/New_York', newYork)

    // Monday 26 October, Paris on CET (UTC+1): 09:00 local is 08:00Z, no longer 07:00Z.
    await setClock(t, '2026-10-26T07:00:00Z', AVERY)
    expect(await statusOf(paris)).toBe('off')
    await setClock(t, '2026-10-26T07:59:59.999Z', AVERY)
    expect(await statusOf(paris)).toBe('off')
    await setClock(t, '2026-10-26T08:00:00Z', AVERY)
    expect(await statusOf(paris)).toBe('on')
    // New York still on EDT that Monday: 09:00 local is 13:00Z.
    await setClock(t, '2026-10-26T13:00:00Z', AVERY)
    expect(await statusOf(newYork)).toBe('on')
    await setClock(t, '2026-10-26T14:00:05Z', AVERY)
    expect(await statusOf(newYork)).toBe('off')

    // Monday 2 November, New York on EST (UTC-5): 09:00 local is 14:00Z.
    await setClock(t, '2026-11-02T13:30:00Z', AVERY)
    expect(await statusOf(newYork)).toBe('off')
    await setClock(t, '2026-11-02T14:00:00Z', AVERY)
    expect(await statusOf(newYork)).toBe('on')
    expect((await outbound().getOutboundSchedulesCampaign(newYork)).recurrences![0]!.start).toBe(
      '2026-10-19T09:00:00.000'
    )
  })

  test('a start refused by the 50-active limit leaves the campaign off and shows in the event log', async () => {
    const generated = await fetch(`${t.emulator.url}/__emulator/outbound/generate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 600 })
    })
    expect((await generated.json()).active).toBe(50)
    // Frozen: no running campaign completes (and frees a place) before the schedule's start.
    await setPace(0)
    await outbound().putOutboundSchedulesCampaign(ID, {
      intervals: [{ start: utcLocal(START + 60_000), end: utcLocal(START + 3_600_000) }],
      campaign: { id: ID }
    })
    expect((await outbound().getOutboundEvents()).total).toBe(0)
    await advanceClock(t, 61_000)
    expect(await statusOf(ID)).toBe('off')

    const events = await outbound().getOutboundEvents()
    expect(events).toMatchObject({ total: 1, pageNumber: 1, pageSize: 25 })
    expect(events.entities![0]).toMatchObject({
      name: 'Scheduled start refused',
      timestamp: '2026-04-01T09:01:00.000Z',
      level: 'ERROR',
      category: 'SCHEDULE',
      eventMessage: { code: 'ACTIVE_CAMPAIGNS_LIMIT_EXCEEDED' },
      relatedEntity: { id: ID, name: 'Pilot Callback – Power' }
    })
    expect(events.entities![0]!.eventMessage!.message).toContain('50 active campaigns')
    const one = await outbound().getOutboundEvent(events.entities![0]!.id!)
    expect(one.id).toBe(events.entities![0]!.id)
    expect((await outbound().getOutboundEvents({ level: 'INFO' })).total).toBe(0)

    await t.signInAs(seedUsers.vic.email)
    expect((await failureOf(outbound().getOutboundEvents())).status).toBe(403)
    await t.signInAs(seedUsers.nina.email)
    expect((await outbound().getOutboundEvents()).total).toBe(0)
  })
})
