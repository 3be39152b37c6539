/**
 * The official SDK's OutboundApi on callable time sets against the emulator: the seeded sets, create, read,
 * list, update with the version (stale: 409), validation naming the field, delete refused while a campaign
 * uses the set, campaigns referring to one (unknown: 400), permissions, organisation isolation, and the dialer
 * leaving alone a contact outside the set's hours in its own time zone (no call record, counted in the stats'
 * timeZoneRescheduledCalls, not in numberOfContactsCalled).
 */
import platformClient from 'purecloud-platform-client-v2'
import { knownCampaigns, seedContactLists } from '../../emulator/src/outbound/seedOutbound'
import { seedTimes } from '../../emulator/src/outbound/schedules/seedTimeline'
import { seedUsers } from '../../emulator/src/seed'
import { failureOf, setUpSdkContract } from './support/sdkContract'

const t = setUpSdkContract()
const outbound = () => new platformClient.OutboundApi()
const { usCallingHours, strictWeekdays } = seedTimes.callableTimeSets

const everyDay = (startTime: string, stopTime: string) =>
  [1, 2, 3, 4, 5, 6, 7].map(day => ({ startTime, stopTime, day }))

const newSet = (name = 'Contract – Mornings', timeZoneId = 'Europe/London') =>
  outbound().postOutboundCallabletimesets({
    name,
    callableTimes: [{ timeZoneId, timeSlots: everyDay('09:00', '12:00:00') }]
  })

describe('callable time sets', () => {
  test('the seed: US calling hours and Strict weekdays; US hours attached to two off campaigns', async () => {
    const listing = await outbound().getOutboundCallabletimesets()
    expect(listing).toMatchObject({ total: 2, pageNumber: 1, pageSize: 25 })
    expect(listing.entities!.map(s => s.name)).toEqual(['Strict weekdays', 'US calling hours'])
    const us = await outbound().getOutboundCallabletimeset(usCallingHours)
    expect(us.callableTimes!.map(c => c.timeZoneId)).toEqual([
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles'
    ])
    expect(us.callableTimes![0]!.timeSlots).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map(day => ({ startTime: '08:00:00', stopTime: '21:00:00', day }))
    )
    const strict = await outbound().getOutboundCallabletimeset(strictWeekdays)
    expect(strict.callableTimes![1]).toMatchObject({ timeZoneId: 'Europe/Paris' })
    expect(strict.callableTimes![1]!.timeSlots!.at(-1)).toEqual({
      startTime: '10:00:00',
      stopTime: '14:00:00',
      day: 6
    })
    for (const id of seedTimes.withCallableTimeSet) {
      const campaign = await outbound().getOutboundCampaign(id)
      expect(campaign.campaignStatus).toBe('off')
      expect(campaign.callableTimeSet).toEqual({
        id: usCallingHours,
        name: 'US calling hours',
        selfUri: `/api/v2/outbound/callabletimesets/${usCallingHours}`
      })
    }
    // The seeded lists say where each number's time zone is.
    const list = await outbound().getOutboundContactlist(seedContactLists.pilotA.id)
    expect(list.phoneColumns).toEqual([
      { columnName: 'Cell', type: 'cell', callableTimeColumn: 'TimeZone' },
      { columnName: 'Home', type: 'home', callableTimeColumn: 'TimeZone' }
    ])
  })

  test('create, read, list, update with the version (stale: 409), delete; names are unique', async () => {
    const created = await newSet()
    expect(created).toMatchObject({
      name: 'Contract – Mornings',
      version: 1,
      callableTimes: [{ timeZoneId: 'Europe/London', timeSlots: everyDay('09:00:00', '12:00:00') }],
      selfUri: `/api/v2/outbound/callabletimesets/${created.id}`
    })
    expect(await outbound().getOutboundCallabletimeset(created.id!)).toEqual(created)
    const found = await outbound().getOutboundCallabletimesets({ name: 'contract', filterType: 'Contains' })
    expect(found.entities!.map(s => s.id)).toEqual([created.id])
    const paged = await outbound().getOutboundCallabletimesets({
      pageSize: 2,
      pageNumber: 2,
      sortOrder: 'descending'
    })
    expect(paged).toMatchObject({ total: 3, pageCount: 2, pageNumber: 2 })
    expect(paged.entities!.map(s => s.name)).toEqual(['Contract – Mornings'])
    expect((await failureOf(outbound().getOutboundCallabletimesets({ sortBy: 'colour' }))).status).toBe(400)

    const updated = await outbound().putOutboundCallabletimeset(created.id!, {
      ...created,
      callableTimes: [
        { timeZoneId: 'Europe/Dublin', timeSlots: [{ startTime: '10:00', stopTime: '24:00', day: 1 }] }
      ]
    })
    expect(updated).toMatchObject({
      version: 2,
      callableTimes: [
        { timeZoneId: 'Europe/Dublin', timeSlots: [{ startTime: '10:00:00', stopTime: '24:00:00', day: 1 }] }
      ]
    })
    const stale = await failureOf(outbound().putOutboundCallabletimeset(created.id!, created))
    expect([stale.status, stale.body.code]).toEqual([409, 'general.conflict'])
    const taken = await failureOf(newSet('us CALLING hours'))
    expect([taken.status, taken.body.code]).toEqual([400, 'name.already.exists'])

    await outbound().deleteOutboundCallabletimeset(created.id!)
    expect((await failureOf(outbound().getOutboundCallabletimeset(created.id!))).status).toBe(404)
  })

  test('bad bodies are 400 naming every field', async () => {
    const failure = await failureOf(
      outbound().postOutboundCallabletimesets({
        name: '',
        callableTimes: [
          {
            timeZoneId: 'Mars/Olympus_Mons',
            timeSlots: [
              { startTime: '9am', stopTime: '25:00:00', day: 0 },
              { startTime: '18:00:00', stopTime: '09:00:00', day: 8 },
              { startTime: '18:00:00', stopTime: '09:00:00', day: 2 }
            ]
          },
          { timeZoneId: 'Europe/Paris', timeSlots: [] }
        ]
      })
    )
    expect([failure.status, failure.body.code]).toEqual([400, 'invalid.property'])
    expect(failure.body.details.map(d => d.fieldName)).toEqual([
      'name',
      'callableTimes[0].timeZoneId',
      'callableTimes[0].timeSlots[0].startTime',
      'callableTimes[0].timeSlots[0].stopTime',
      'callableTimes[0].timeSlots[0].day',
      'callableTimes[0].timeSlots[1].day',
      'callableTimes[0].timeSlots[2].stopTime',
      'callableTimes[1].timeSlots'
    ])
    const none = await failureOf(outbound().postOutboundCallabletimesets({ name: 'X', callableTimes: [] }))
    expect(none.body.details.map(d => d.fieldName)).toEqual(['callableTimes'])
  })

  test('campaigns refer to sets of their organisation; a set in use cannot be deleted', async () => {
    const inUse = await failureOf(outbound().deleteOutboundCallabletimeset(usCallingHours))
    expect([inUse.status, inUse.body.code]).toEqual([409, 'referential.integrity.error'])
    expect(inUse.body.message).toContain('Card Activation – North')

    const campaign = await outbound().getOutboundCampaign(knownCampaigns.offPower)
    const unknown = await failureOf(
      outbound().putOutboundCampaign(campaign.id!, { ...campaign, callableTimeSet: { id: 'no-such-set' } })
    )
    expect([unknown.status, unknown.body.code]).toEqual([400, 'invalid.property'])
    expect(unknown.body.details).toEqual([
      { errorCode: 'not.found', fieldName: 'callableTimeSet', entityId: 'no-such-set' }
    ])

    const set = await newSet()
    const attached = await outbound().putOutboundCampaign(campaign.id!, {
      ...campaign,
      callableTimeSet: { id: set.id! }
    })
    expect(attached.callableTimeSet).toMatchObject({ id: set.id, name: 'Contract – Mornings' })
    expect((await failureOf(outbound().deleteOutboundCallabletimeset(set.id!))).status).toBe(409)
    await outbound().putOutboundCampaign(campaign.id!, { ...attached, callableTimeSet: undefined })
    await outbound().deleteOutboundCallabletimeset(set.id!)
  })

  test('permissions and organisation isolation', async () => {
    await t.signInAs(seedUsers.vic.email)
    expect((await failureOf(outbound().getOutboundCallabletimesets())).status).toBe(403)
    await t.signInAs(seedUsers.sam.email)
    expect((await outbound().getOutboundCallabletimesets()).total).toBe(2)
    const add = await failureOf(newSet())
    expect(add.body.message).toContain('outbound:callableTimeSet:add')
    expect(
      (await failureOf(outbound().deleteOutboundCallabletimeset(strictWeekdays))).body.message
    ).toContain('outbound:callableTimeSet:delete')

    await t.signInAs(seedUsers.nina.email)
    expect((await failureOf(outbound().getOutboundCallabletimeset(usCallingHours))).status).toBe(404)
    expect((await outbound().getOutboundCallabletimesets()).entities!.map(s => s.id)).toEqual([
      seedTimes.callableTimeSets.northwindStrictWeekdays,
      seedTimes.callableTimeSets.northwindUsCallingHours
    ])
    // Demo's set does not exist for a Northwind campaign either.
    const campaign = await outbound().getOutboundCampaign(knownCampaigns.northwind)
    const foreign = await failureOf(
      outbound().putOutboundCampaign(campaign.id!, { ...campaign, callableTimeSet: { id: usCallingHours } })
    )
    expect(foreign.body.details).toEqual([
      expect.objectContaining({ fieldName: 'callableTimeSet', errorCode: 'not.found' })
    ])
  })

  test('a contact outside the set hours in its own time zone is not dialed (timeZoneRescheduledCalls)', async () => {
    // 09:00Z on 1 April: 10:00 in London, 11:00 in Paris, Berlin and Madrid, 05:00 or earlier in the US.
    const set = await newSet()
    const campaign = await outbound().getOutboundCampaign(knownCampaigns.offPower)
    await outbound().putOutboundCampaign(campaign.id!, { ...campaign, callableTimeSet: { id: set.id! } })
    await outbound().postOutboundCampaignStart(campaign.id!)
    t.now += 20_000 // 40 contacts reached at 2 a second

    const { entities } = await outbound().postOutboundContactlistContactsSearch(seedContactLists.pilotA.id, {
      pageNumber: 1,
      pageSize: 40
    })
    const contacts = entities!
    const american = contacts.filter(c => c.data!.TimeZone!.startsWith('America/'))
    const european = contacts.filter(c => c.data!.TimeZone!.startsWith('Europe/'))
    expect(american.length).toBeGreaterThan(0)
    expect(american.length + european.length).toBe(40)
    for (const contact of american) expect(contact.callRecords ?? {}).toEqual({})
    for (const contact of european) expect(Object.keys(contact.callRecords!)).toEqual(['Cell'])

    const stats = await outbound().getOutboundCampaignStats(campaign.id!)
    expect(stats.timeZoneRescheduledCalls).toBe(american.length)
    const progress = await outbound().getOutboundCampaignProgress(campaign.id!)
    expect(progress).toMatchObject({
      numberOfContactsCalled: european.length,
      numberOfContactsSkipped: {},
      percentage: Math.floor((40 * 100) / 300)
    })
  })
})
