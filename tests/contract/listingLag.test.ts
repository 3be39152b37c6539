/**
 * The official SDK against an emulator in the realism mode with `listingLagMs: 5000` (docs/emulator.md,
 * "Realism mode"): the platform's listings are eventually consistent, so after a delete the object is still
 * listed, as it was, for the lag, and after a change it is listed as it was before; a read by id is consistent
 * at once. Every versioned outbound listing: campaigns, contact lists, DNC lists, callable time sets, sequences
 * and campaign schedules. Off (the other contract suites), every listing is the truth at once.
 */
import platformClient from 'purecloud-platform-client-v2'
import { createEmulator, type Emulator } from '../../emulator/src/createEmulator'
import { knownCampaigns } from '../../emulator/src/outbound/seedOutbound'
import { seedTimes } from '../../emulator/src/outbound/schedules/seedTimeline'
import { seedUsers } from '../../emulator/src/seed'
import { pointSdkAt } from '../../emulator/src/testing/sdkGateway'
import { issueTestToken } from '../../emulator/src/testing/signIn'
import { newList } from './support/contactLists'
import { failureOf, START } from './support/sdkContract'

const LAG = 5000
const client = platformClient.ApiClient.instance
const outbound = () => new platformClient.OutboundApi()
let emulator: Emulator
let now = START

beforeAll(async () => {
  client.config.live_reload_config = false
  emulator = await createEmulator({
    port: 0,
    quiet: true,
    now: () => now,
    rateLimitPerMinute: 0,
    realism: { listingLagMs: LAG }
  })
  pointSdkAt(client, emulator.port)
})
afterAll(() => emulator.close())
beforeEach(async () => {
  now = START
  await fetch(`${emulator.url}/__emulator/reset`, { method: 'POST' })
  client.setAccessToken(await issueTestToken(emulator.url, seedUsers.avery.email))
})

const notFound = async (call: Promise<unknown>) => (await failureOf(call)).status

/** The listing's entry for `id` (by the `id` filter where the listing has one), or undefined. */
const listedCampaign = async (id: string) =>
  (await outbound().getOutboundCampaigns({ id: [id] })).entities?.[0]

describe('listings lag behind deletes and changes (realism: listingLagMs)', () => {
  test('a deleted campaign is still listed, as it was, for the lag; GET by id is 404 at once', async () => {
    const id = knownCampaigns.complete
    const before = await outbound().getOutboundCampaign(id)
    const total = (await outbound().getOutboundCampaigns()).total!
    await outbound().deleteOutboundCampaign(id)

    expect(await notFound(outbound().getOutboundCampaign(id))).toBe(404)
    now += LAG - 1
    expect(await listedCampaign(id)).toMatchObject({ id, name: before.name, version: before.version })
    expect((await outbound().getOutboundCampaigns()).total).toBe(total)
    expect((await outbound().getOutboundCampaigns({ name: before.name, filterType: 'Equals' })).total).toBe(1)

    now += 1
    expect(await listedCampaign(id)).toBeUndefined()
    expect((await outbound().getOutboundCampaigns()).total).toBe(total - 1)
  })

  test('a changed campaign is listed as it was before the change; GET by id has the new version at once', async () => {
    const id = knownCampaigns.offPower
    const current = await outbound().getOutboundCampaign(id)
    const saved = await outbound().putOutboundCampaign(id, { ...current, name: 'Renamed – lagging' })
    expect(saved).toMatchObject({ name: 'Renamed – lagging', version: current.version! + 1 })
    expect(await outbound().getOutboundCampaign(id)).toMatchObject({ name: 'Renamed – lagging' })

    expect(await listedCampaign(id)).toMatchObject({ name: current.name, version: current.version })
    // Filters and sorting see the listed (old) version too.
    expect((await outbound().getOutboundCampaigns({ name: 'Renamed' })).total).toBe(0)
    now += LAG
    expect(await listedCampaign(id)).toMatchObject({ name: 'Renamed – lagging', version: saved.version })
  })

  test('a listing shows each object as it was `listingLagMs` ago: two changes 3 s apart', async () => {
    const id = knownCampaigns.offPreview
    const v1 = await outbound().getOutboundCampaign(id)
    const v2 = await outbound().putOutboundCampaign(id, { ...v1, callerName: 'Second' })
    now += 3000
    const v3 = await outbound().putOutboundCampaign(id, { ...v2, callerName: 'Third' })

    now += 1000 // 4 s after the first change: as before it
    expect(await listedCampaign(id)).toMatchObject({ version: v1.version, callerName: v1.callerName })
    now += 1000 // 5 s after the first, 2 s after the second: as between them
    expect(await listedCampaign(id)).toMatchObject({ version: v2.version, callerName: 'Second' })
    now += 3000 // 5 s after the second
    expect(await listedCampaign(id)).toMatchObject({ version: v3.version, callerName: 'Third' })
  })

  test('contact lists: a deleted one is listed for the lag, a renamed one under its old name', async () => {
    const doomed = await newList('Lagging – doomed')
    const renamed = await newList('Lagging – old name')
    await outbound().deleteOutboundContactlist(doomed.id!)
    await outbound().putOutboundContactlist(renamed.id!, { ...renamed, name: 'Lagging – new name' })
    expect(await notFound(outbound().getOutboundContactlist(doomed.id!))).toBe(404)
    expect((await outbound().getOutboundContactlist(renamed.id!)).name).toBe('Lagging – new name')

    const names = async () =>
      (await outbound().getOutboundContactlists({ name: 'Lagging' })).entities!.map(list => list.name).sort()
    expect(await names()).toEqual(['Lagging – doomed', 'Lagging – old name'])
    now += LAG
    expect(await names()).toEqual(['Lagging – new name'])
  })

  test('DNC lists: a deleted one is listed for the lag, a changed one as it was', async () => {
    const doomed = await outbound().postOutboundDnclists({
      name: 'Lagging DNC – doomed',
      dncSourceType: 'rds',
      contactMethod: 'Phone'
    })
    const kept = await outbound().postOutboundDnclists({
      name: 'Lagging DNC – before',
      dncSourceType: 'rds',
      contactMethod: 'Phone'
    })
    await outbound().deleteOutboundDnclist(doomed.id!)
    await outbound().putOutboundDnclist(kept.id!, { ...kept, name: 'Lagging DNC – after' })
    expect(await notFound(outbound().getOutboundDnclist(doomed.id!))).toBe(404)

    const listed = async () =>
      (await outbound().getOutboundDnclists({ name: 'Lagging DNC' })).entities!.map(l => [l.name, l.version])
    expect(await listed()).toEqual([
      ['Lagging DNC – before', 1],
      ['Lagging DNC – doomed', 1]
    ])
    now += LAG
    expect(await listed()).toEqual([['Lagging DNC – after', 2]])
  })

  test('callable time sets and sequences: deleted ones listed, changed ones as they were', async () => {
    const slots = [
      { timeZoneId: 'Europe/London', timeSlots: [{ startTime: '09:00', stopTime: '12:00', day: 1 }] }
    ]
    const set = await outbound().postOutboundCallabletimesets({ name: 'Lagging set', callableTimes: slots })
    await outbound().putOutboundCallabletimeset(set.id!, { ...set, name: 'Lagging set – renamed' })
    const sequence = await outbound().getOutboundSequence(seedTimes.sequences.clinicReminders)
    await outbound().deleteOutboundSequence(sequence.id!)
    expect(await notFound(outbound().getOutboundSequence(sequence.id!))).toBe(404)
    expect((await outbound().getOutboundCallabletimeset(set.id!)).name).toBe('Lagging set – renamed')

    const setNames = async () =>
      (await outbound().getOutboundCallabletimesets({ name: 'Lagging' })).entities!.map(s => s.name)
    expect(await setNames()).toEqual(['Lagging set'])
    expect((await outbound().getOutboundSequences()).entities!.map(s => s.id)).toEqual([sequence.id])

    now += 2000
    await outbound().deleteOutboundCallabletimeset(set.id!)
    now = START + LAG - 1
    expect(await setNames()).toEqual(['Lagging set'])
    now = START + LAG // the rename is old enough; the delete (2 s later) is not
    expect(await setNames()).toEqual(['Lagging set – renamed'])
    expect((await outbound().getOutboundSequences()).total).toBe(0)
    now = START + 2000 + LAG
    expect(await setNames()).toEqual([])
  })

  test('campaign schedules: a changed one is listed at its old version, a deleted one still listed', async () => {
    const id = seedTimes.scheduledCampaigns.londonBusinessHours[0]
    const seeded = await outbound().getOutboundSchedulesCampaign(id)
    const changed = await outbound().putOutboundSchedulesCampaign(id, { ...seeded, timeZone: 'Europe/Paris' })
    expect(changed.version).toBe(seeded.version! + 1)
    const listed = async (campaignId: string) =>
      (await outbound().getOutboundSchedulesCampaigns()).find(s => s.id === campaignId)
    expect(await listed(id)).toMatchObject({ version: seeded.version, timeZone: 'Europe/London' })

    const other = seedTimes.scheduledCampaigns.londonEvenings[0]
    await outbound().deleteOutboundSchedulesCampaign(other)
    expect(await notFound(outbound().getOutboundSchedulesCampaign(other))).toBe(404)
    expect(await listed(other)).toMatchObject({ id: other, version: 1 })

    now += LAG
    expect(await listed(id)).toMatchObject({ version: changed.version, timeZone: 'Europe/Paris' })
    expect(await listed(other)).toBeUndefined()
  })

  test("another organisation never sees one's lagging objects", async () => {
    await outbound().deleteOutboundCampaign(knownCampaigns.complete)
    expect(await listedCampaign(knownCampaigns.complete)).toMatchObject({ id: knownCampaigns.complete })
    client.setAccessToken(await issueTestToken(emulator.url, seedUsers.nina.email))
    expect(await listedCampaign(knownCampaigns.complete)).toBeUndefined()
  })
})
