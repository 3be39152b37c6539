/**
 * The official SDK's OutboundApi on campaign sequences and sequence schedules against the emulator: the seeded
 * sequence, create/read/update with versions (stale: 409), validation naming the field, permissions,
 * organisation isolation, turning a sequence on and off, its next campaign starting the moment the current one
 * completes (on a moving clock), repeat, refusals, and a sequence schedule turning it on and off.
 */
import platformClient from 'purecloud-platform-client-v2'
import { knownCampaigns } from '../../emulator/src/outbound/seedOutbound'
import { seedTimes } from '../../emulator/src/outbound/schedules/seedTimeline'
import { seedUsers } from '../../emulator/src/seed'
import { advanceClock } from './support/emulatorClock'
import { failureOf, START, setUpSdkContract } from './support/sdkContract'

const t = setUpSdkContract()
const outbound = () => new platformClient.OutboundApi()
const statusOf = async (id: string) => (await outbound().getOutboundCampaign(id)).campaignStatus
const calledOf = async (id: string) =>
  (await outbound().getOutboundCampaignProgress(id)).numberOfContactsCalled

// Pilot A (300 contacts) then Pilot B (420).
const FIRST = knownCampaigns.offPower
const SECOND = knownCampaigns.offPreview

const setPace = (contactsPerSecond: number) =>
  fetch(`${t.emulator.url}/__emulator/outbound/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ contactsPerSecond })
  })

const newSequence = (body: Partial<platformClient.Models.CampaignSequence> = {}) =>
  outbound().postOutboundSequences({
    name: 'Contract – Pilots',
    campaigns: [{ id: FIRST }, { id: SECOND }],
    currentCampaign: 0,
    status: 'off',
    ...body
  })

describe('campaign sequences', () => {
  test('the seed: one sequence of three off campaigns, off', async () => {
    const listing = await outbound().getOutboundSequences()
    expect(listing).toMatchObject({ total: 1, pageNumber: 1, pageSize: 25, pageCount: 1 })
    expect(listing.entities![0]).toMatchObject({
      id: seedTimes.sequences.clinicReminders,
      name: 'Clinic reminders – weekly run',
      version: 1,
      currentCampaign: 0,
      status: 'off',
      repeat: false,
      campaigns: seedTimes.sequenceCampaigns.map(id => expect.objectContaining({ id })),
      selfUri: `/api/v2/outbound/sequences/${seedTimes.sequences.clinicReminders}`
    })
    for (const id of seedTimes.sequenceCampaigns) expect(await statusOf(id)).toBe('off')
    await t.signInAs(seedUsers.nina.email)
    expect((await outbound().getOutboundSequences()).total).toBe(0)
  })

  test('create, read, list (filter, sort, paging), update with the version (stale: 409), delete', async () => {
    const created = await newSequence()
    expect(created).toMatchObject({
      name: 'Contract – Pilots',
      version: 1,
      status: 'off',
      currentCampaign: 0,
      repeat: false,
      campaigns: [
        { id: FIRST, name: 'Pilot Callback – Power', selfUri: `/api/v2/outbound/campaigns/${FIRST}` },
        { id: SECOND, name: 'Pilot Callback – Preview', selfUri: `/api/v2/outbound/campaigns/${SECOND}` }
      ],
      dateCreated: new Date(START).toISOString()
    })
    expect(await outbound().getOutboundSequence(created.id!)).toEqual(created)
    const listing = await outbound().getOutboundSequences({ name: 'contract', pageSize: 1 })
    expect(listing).toMatchObject({ total: 1, pageSize: 1 })
    const sorted = await outbound().getOutboundSequences({ sortBy: 'name', sortOrder: 'descending' })
    expect(sorted.entities!.map(s => s.name)).toEqual(['Contract – Pilots', 'Clinic reminders – weekly run'])

    const updated = await outbound().putOutboundSequence(created.id!, {
      ...created,
      name: 'Contract – Pilots (2)',
      repeat: true,
      currentCampaign: 1
    })
    expect(updated).toMatchObject({
      version: 2,
      repeat: true,
      currentCampaign: 1,
      name: 'Contract – Pilots (2)'
    })
    const stale = await failureOf(outbound().putOutboundSequence(created.id!, { ...created }))
    expect([stale.status, stale.body.code]).toEqual([409, 'general.conflict'])

    const taken = await failureOf(newSequence({ name: 'clinic reminders – WEEKLY run' }))
    expect([taken.status, taken.body.code]).toEqual([400, 'name.already.exists'])

    await outbound().deleteOutboundSequence(created.id!)
    expect((await failureOf(outbound().getOutboundSequence(created.id!))).status).toBe(404)
  })

  test('bad bodies are 400 naming the fields', async () => {
    const failure = await failureOf(
      outbound().postOutboundSequences({
        name: ' ',
        campaigns: [{ id: FIRST }, { id: 'f0000000-0000-4000-8000-00000000ffff' }, { id: FIRST }],
        currentCampaign: 7,
        status: 'paused'
      })
    )
    expect(failure.status).toBe(400)
    expect(failure.body.code).toBe('invalid.property')
    expect(failure.body.details.map(d => [d.fieldName, d.errorCode])).toEqual([
      ['name', 'required'],
      ['campaigns[1]', 'not.found'],
      ['campaigns[2]', 'duplicate.value'],
      ['currentCampaign', 'invalid.value'],
      ['status', 'invalid.value']
    ])
    const empty = await failureOf(
      outbound().postOutboundSequences({ name: 'X', campaigns: [], currentCampaign: 0, status: 'off' })
    )
    expect(empty.body.details.map(d => d.fieldName)).toEqual(['campaigns'])
  })

  test('permissions and organisation isolation', async () => {
    await t.signInAs(seedUsers.vic.email)
    expect((await failureOf(outbound().getOutboundSequences())).status).toBe(403)
    await t.signInAs(seedUsers.sam.email)
    const seeded = await outbound().getOutboundSequence(seedTimes.sequences.clinicReminders)
    const edit = await failureOf(outbound().putOutboundSequence(seeded.id!, { ...seeded, status: 'on' }))
    expect(edit.status).toBe(403)
    expect(edit.body.message).toContain('outbound:campaignSequence:edit')
    expect((await failureOf(newSequence())).body.message).toContain('outbound:campaignSequence:add')

    await t.signInAs(seedUsers.nina.email)
    expect((await failureOf(outbound().getOutboundSequence(seeded.id!))).status).toBe(404)
    expect((await failureOf(outbound().deleteOutboundSequence(seeded.id!))).status).toBe(404)
    // Demo's campaigns do not exist for Northwind.
    const foreign = await failureOf(newSequence())
    expect(foreign.body.details.map(d => d.errorCode)).toEqual(['not.found', 'not.found'])
  })

  test('on starts the current campaign; when it completes the next starts at that instant; then complete', async () => {
    await setPace(100)
    const sequence = await newSequence()
    const on = await outbound().putOutboundSequence(sequence.id!, { ...sequence, status: 'on' })
    expect(on).toMatchObject({ status: 'on', currentCampaign: 0, version: 2 })
    expect(await statusOf(FIRST)).toBe('on')
    expect(await statusOf(SECOND)).toBe('off')

    // 300 contacts at 100 a second: the first completes at +3 s, the second starts then, not when looked at.
    t.now += 4_000
    expect(await statusOf(FIRST)).toBe('complete')
    expect(await statusOf(SECOND)).toBe('on')
    expect(await calledOf(SECOND)).toBe(100)
    expect(await outbound().getOutboundSequence(sequence.id!)).toMatchObject({
      status: 'on',
      currentCampaign: 1
    })

    t.now += 10_000
    expect(await statusOf(SECOND)).toBe('complete')
    const done = await outbound().getOutboundSequence(sequence.id!)
    expect(done).toMatchObject({ status: 'complete', currentCampaign: 1 })
    expect(done.stopMessage).toBeUndefined()
  })

  test('repeat starts the first campaign again (a new pass); off stops the current one', async () => {
    await setPace(100)
    const sequence = await newSequence({ repeat: true })
    await outbound().putOutboundSequence(sequence.id!, { ...sequence, status: 'on' })
    // First completes at +3 s, second at +7.2 s, then the first again from its first contact.
    await advanceClock(t, 8_200)
    expect(await outbound().getOutboundSequence(sequence.id!)).toMatchObject({
      status: 'on',
      currentCampaign: 0
    })
    expect(await statusOf(FIRST)).toBe('on')
    expect(await calledOf(FIRST)).toBe(100)

    const current = await outbound().getOutboundSequence(sequence.id!)
    const off = await outbound().putOutboundSequence(sequence.id!, { ...current, status: 'off' })
    expect(off.status).toBe('off')
    expect(await statusOf(FIRST)).toBe('stopping')
    expect((await outbound().getOutboundSequence(sequence.id!)).version).toBe(off.version)
  })

  test('a sequence that cannot start is refused with the reason; one that is on cannot be deleted', async () => {
    const invalid = await newSequence({
      name: 'Contract – Invalid first',
      campaigns: [{ id: knownCampaigns.invalid }]
    })
    const refused = await failureOf(outbound().putOutboundSequence(invalid.id!, { ...invalid, status: 'on' }))
    expect([refused.status, refused.body.code]).toEqual([400, 'campaign.invalid'])
    expect(refused.body.message).toContain(
      'The sequence "Contract – Invalid first" cannot start its campaign'
    )
    expect((await outbound().getOutboundSequence(invalid.id!)).status).toBe('off')

    const sequence = await newSequence()
    await outbound().putOutboundSequence(sequence.id!, { ...sequence, status: 'on' })
    const busy = await failureOf(outbound().deleteOutboundSequence(sequence.id!))
    expect([busy.status, busy.body.code]).toEqual([409, 'sequence.not.off'])
    // A campaign in a sequence cannot be deleted either.
    const campaignInUse = await failureOf(outbound().deleteOutboundCampaign(SECOND))
    expect([campaignInUse.status, campaignInUse.body.code]).toEqual([400, 'referential.integrity.error'])
  })

  test('a current campaign stopped by hand stops the sequence, with a stopMessage and an event', async () => {
    const sequence = await newSequence()
    await outbound().putOutboundSequence(sequence.id!, { ...sequence, status: 'on' })
    await outbound().postOutboundCampaignStop(FIRST)
    t.now += 1_000
    const stopped = await outbound().getOutboundSequence(sequence.id!)
    expect(stopped.status).toBe('off')
    expect(stopped.stopMessage).toContain('"Pilot Callback – Power" is stopping')
    // the SDK documents no sequence category: a campaign event, with the campaign at fault
    const events = await outbound().getOutboundEvents({ category: 'CAMPAIGN' })
    expect(events.entities).toEqual([
      expect.objectContaining({
        name: 'Sequence stopped',
        level: 'WARNING',
        category: 'CAMPAIGN',
        relatedEntity: expect.objectContaining({ id: sequence.id, name: 'Contract – Pilots' }),
        errorEntity: expect.objectContaining({ id: FIRST, name: 'Pilot Callback – Power' }),
        eventMessage: expect.objectContaining({ code: 'CAMPAIGN_STOPPED' })
      })
    ])
  })

  test('a sequence schedule turns the sequence on at its start and off at its end', async () => {
    await setPace(0.5)
    const sequence = await newSequence()
    const local = (ms: number) => new Date(ms).toISOString().slice(0, 19)
    const schedule = await outbound().putOutboundSchedulesSequence(sequence.id!, {
      intervals: [{ start: local(START + 60_000), end: local(START + 120_000) }],
      timeZone: 'UTC',
      sequence: { id: sequence.id! }
    })
    expect(schedule).toMatchObject({
      id: sequence.id,
      version: 1,
      sequence: { id: sequence.id, name: 'Contract – Pilots' },
      selfUri: `/api/v2/outbound/schedules/sequences/${sequence.id}`
    })
    expect((await outbound().getOutboundSchedulesSequences()).map(s => s.id)).toEqual([sequence.id])
    expect((await outbound().getOutboundSchedulesSequence(sequence.id!)).version).toBe(1)

    await advanceClock(t, 60_000)
    expect((await outbound().getOutboundSequence(sequence.id!)).status).toBe('on')
    expect(await statusOf(FIRST)).toBe('on')
    await advanceClock(t, 60_000)
    expect((await outbound().getOutboundSequence(sequence.id!)).status).toBe('off')
    expect(await statusOf(FIRST)).toBe('stopping')

    const stale = await failureOf(
      outbound().putOutboundSchedulesSequence(sequence.id!, { ...schedule, version: 7 } as never)
    )
    expect(stale.status).toBe(409)
    await outbound().deleteOutboundSchedulesSequence(sequence.id!)
    expect((await failureOf(outbound().getOutboundSchedulesSequence(sequence.id!))).status).toBe(404)

    await t.signInAs(seedUsers.vic.email)
    expect((await failureOf(outbound().getOutboundSchedulesSequences())).status).toBe(403)
  })
})
