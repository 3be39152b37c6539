import { seedTimes } from '../../../emulator/src/outbound/schedules/seedTimeline'
import { knownCampaigns } from '../../../emulator/src/outbound/seedOutbound'
import type { CampaignDetail, CampaignOverview } from '@/shared/campaigns/campaignTypes'
import type { ScheduleApiError, ScheduleChange, ScheduledCampaign, SchedulesAnswer } from '@/shared/schedules'
import { describeOnDatabases } from '../../support/dbDescribe'
import {
  AVERY,
  callsOf,
  DEMO_ORG,
  NINA,
  NORTHWIND_ORG,
  SAM,
  useCampaignsFixture,
  VIC
} from '../campaigns/support/campaignsFixture'
import { scheduleAudit } from './support/scheduleAudit'

const LIST_SCHEDULES = 'GET /api/v2/outbound/schedules/campaigns'
const PUT_SCHEDULE = 'PUT /api/v2/outbound/schedules/campaigns/{campaignId}'
const [londonCampaign] = seedTimes.scheduledCampaigns.londonBusinessHours
const [withUsHours] = seedTimes.withCallableTimeSet

/** A Monday's working hours in London, and the same a day later. */
const MONDAY: ScheduleChange = {
  timeZone: 'Europe/London',
  intervals: [{ start: '2026-04-06T09:00', end: '2026-04-06T17:00' }],
  recurrences: []
}
const TUESDAY: ScheduleChange = {
  timeZone: 'Europe/London',
  intervals: [{ start: '2026-04-07T09:00', end: '2026-04-07T17:00' }],
  recurrences: [
    {
      start: '2026-04-08T08:00',
      end: '2026-04-08T12:00',
      pattern: 'weekly',
      every: 1,
      daysOfWeek: [3, 5],
      until: '2026-06-30',
      count: null
    }
  ]
}

describeOnDatabases('the schedules API: campaign schedules', kind => {
  const app = useCampaignsFixture(kind)
  beforeEach(() => app().reset())

  const get = async <T>(email: string, path: string) =>
    app().request<T & ScheduleApiError>('GET', path, { token: await app().tokenFor(email) })
  const put = async (email: string, campaignId: string, data: unknown) =>
    app().request<ScheduledCampaign & ScheduleApiError>('PUT', `/api/campaigns/${campaignId}/schedule`, {
      token: await app().tokenFor(email),
      body: { data }
    })
  const remove = async (email: string, campaignId: string) =>
    app().request<ScheduledCampaign & ScheduleApiError>('DELETE', `/api/campaigns/${campaignId}/schedule`, {
      token: await app().tokenFor(email)
    })
  const schedules = async (email = AVERY) => (await get<SchedulesAnswer>(email, '/api/schedules')).json

  it('answers every campaign of the organisation with its status and schedule, and the callable time sets', async () => {
    const answer = await get<SchedulesAnswer>(AVERY, '/api/schedules')
    expect(answer.status).toBe(200)
    const { campaigns, callableTimeSets, capabilities, activeLimit } = answer.json
    expect(campaigns).toHaveLength(74)
    expect(activeLimit).toBe(50)
    expect(capabilities).toEqual({
      editSchedules: { allowed: true },
      editCallableTimeSets: { allowed: true },
      editSequences: { allowed: true },
      runSequences: { allowed: true }
    })
    const london = campaigns.find(campaign => campaign.id === londonCampaign)
    expect(london?.schedule).toMatchObject({
      timeZone: 'Europe/London',
      intervals: [],
      recurrences: [
        {
          pattern: 'weekly',
          every: 1,
          daysOfWeek: [1, 2, 3, 4, 5],
          until: null,
          count: null,
          start: expect.stringMatching(/T09:00$/),
          end: expect.stringMatching(/T17:00$/)
        }
      ],
      version: expect.any(Number)
    })
    const scheduled = campaigns.filter(campaign => campaign.schedule !== null)
    expect(scheduled).toHaveLength(16)
    expect(campaigns.find(campaign => campaign.id === knownCampaigns.onPredictive)).toMatchObject({
      status: 'on',
      dialingMode: 'predictive',
      schedule: null
    })
    expect(campaigns.find(campaign => campaign.id === withUsHours)?.callableTimeSet).toEqual({
      id: seedTimes.callableTimeSets.usCallingHours,
      name: 'US calling hours'
    })
    expect(callableTimeSets.map(set => set.name)).toEqual(['Strict weekdays', 'US calling hours'])
    const usHours = callableTimeSets.find(set => set.id === seedTimes.callableTimeSets.usCallingHours)
    expect(usHours?.campaigns.map(campaign => campaign.id).sort()).toEqual(
      [...seedTimes.withCallableTimeSet].sort()
    )
    expect(usHours?.callableTimes.map(time => time.timeZone)).toContain('America/New_York')
    expect(usHours?.callableTimes[0]?.slots).toContainEqual({ day: 1, start: '08:00', stop: '21:00' })
  })

  it('saves a first schedule without a version, then with the version read; a stale version is a 409 with the schedule as it is', async () => {
    const first = await put(AVERY, knownCampaigns.offPower, MONDAY)
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({
      id: knownCampaigns.offPower,
      status: 'off',
      dialingMode: 'power',
      schedule: { ...MONDAY, version: 1 }
    })

    const second = await put(AVERY, knownCampaigns.offPower, { ...TUESDAY, version: 1 })
    expect(second.status).toBe(200)
    expect(second.json.schedule).toEqual({
      ...TUESDAY,
      version: 2,
      dateModified: expect.any(String)
    })

    await app().resetCalls()
    const stale = await put(AVERY, knownCampaigns.offPower, { ...MONDAY, version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({
      code: 'schedule.conflict',
      current: { ...TUESDAY, version: 2 }
    })
    // the conflict is found on reading: nothing is written
    expect(callsOf(await app().calls(), PUT_SCHEDULE)).toBe(0)
    const unversioned = await put(AVERY, knownCampaigns.offPower, MONDAY)
    expect(unversioned.status).toBe(409)
    expect(unversioned.json.current).toMatchObject({ version: 2 })

    const listed = (await schedules()).campaigns.find(campaign => campaign.id === knownCampaigns.offPower)
    expect(listed?.schedule).toMatchObject({ ...TUESDAY, version: 2 })

    const deleted = await remove(AVERY, knownCampaigns.offPower)
    expect(deleted.status).toBe(200)
    expect(deleted.json).toMatchObject({ id: knownCampaigns.offPower, schedule: null })
    const after = (await schedules()).campaigns.find(campaign => campaign.id === knownCampaigns.offPower)
    expect(after?.schedule).toBeNull()
    // the schedule was deleted meanwhile: a change from the old reading is a conflict with nothing
    const gone = await put(AVERY, knownCampaigns.offPower, { ...MONDAY, version: 2 })
    expect(gone.status).toBe(409)
    expect(gone.json).toMatchObject({ code: 'schedule.conflict', current: null })

    const audit = await scheduleAudit()
    expect(audit.map(entry => [entry.target_kind, entry.action, entry.outcome, entry.detail])).toEqual([
      ['campaign_schedule', 'saved', 'succeeded', 'version 1'],
      ['campaign_schedule', 'saved', 'succeeded', 'version 2'],
      ['campaign_schedule', 'saved', 'failed', 'schedule.conflict'],
      ['campaign_schedule', 'saved', 'failed', 'schedule.conflict'],
      ['campaign_schedule', 'deleted', 'succeeded', null],
      ['campaign_schedule', 'saved', 'failed', 'schedule.conflict']
    ])
    expect(audit[0]).toMatchObject({
      org_id: DEMO_ORG,
      target_id: knownCampaigns.offPower,
      actor_email: AVERY
    })
    // named as the campaign was named when the change was made
    expect(audit[0]?.target_name).toBe(first.json.name)
  })

  it('deletes a schedule with the version read (409 with the schedule as it is when stale); ?version must be a number', async () => {
    const saved = await put(AVERY, knownCampaigns.offPower, MONDAY)
    expect(saved.json.schedule?.version).toBe(1)
    await put(AVERY, knownCampaigns.offPower, { ...TUESDAY, version: 1 })
    const token = await app().tokenFor(AVERY)
    const path = `/api/campaigns/${knownCampaigns.offPower}/schedule`
    const stale = await app().request<ScheduleApiError>('DELETE', `${path}?version=1`, { token })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({ code: 'schedule.conflict', current: { ...TUESDAY, version: 2 } })
    expect((await app().request<ScheduleApiError>('DELETE', `${path}?version=two`, { token })).status).toBe(
      400
    )
    const deleted = await app().request<ScheduledCampaign>('DELETE', `${path}?version=2`, { token })
    expect(deleted.status).toBe(200)
    expect(deleted.json.schedule).toBeNull()
    const audit = await scheduleAudit()
    expect(audit.map(entry => [entry.action, entry.outcome, entry.detail])).toEqual([
      ['saved', 'succeeded', 'version 1'],
      ['saved', 'succeeded', 'version 2'],
      ['deleted', 'failed', 'schedule.conflict'],
      ['deleted', 'succeeded', null]
    ])
  })

  it.each([
    [
      'an end before its start',
      { ...MONDAY, intervals: [{ start: '2026-04-06T17:00', end: '2026-04-06T09:00' }] },
      'intervals.0.end',
      'endBeforeStart'
    ],
    [
      'overlapping intervals',
      {
        ...MONDAY,
        intervals: [
          { start: '2026-04-06T09:00', end: '2026-04-06T17:00' },
          { start: '2026-04-07T09:00', end: '2026-04-07T12:00' },
          { start: '2026-04-07T11:00', end: '2026-04-07T13:00' }
        ]
      },
      'intervals.2',
      'overlap'
    ],
    ['an unknown time zone', { ...MONDAY, timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'timeZone'],
    [
      'a date that does not exist',
      { ...MONDAY, intervals: [{ start: '2026-02-30T09:00', end: '2026-03-01T17:00' }] },
      'intervals.0.start',
      'dateTime'
    ]
  ])('refuses %s with a 400 naming the field, before any platform call', async (_, data, field, problem) => {
    await app().tokenFor(AVERY)
    await app().resetCalls()
    const answer = await put(AVERY, knownCampaigns.offPower, data)
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ code: 'schedule.invalid', field, kind: problem })
    expect(answer.json.message).toContain(field)
    expect((await app().calls()).total).toBe(0)
    expect(await scheduleAudit()).toEqual([])
  })

  it.each([
    [
      'seconds in a time',
      { ...MONDAY, intervals: [{ start: '2026-04-06T09:00:00', end: '2026-04-06T17:00' }] }
    ],
    ['no run at all', { ...MONDAY, intervals: [] }],
    ['an unknown field', { ...MONDAY, colour: 'red' }],
    ['both until and count', { ...TUESDAY, recurrences: [{ ...TUESDAY.recurrences[0], count: 3 }] }],
    ['a weekday 8', { ...TUESDAY, recurrences: [{ ...TUESDAY.recurrences[0], daysOfWeek: [8] }] }]
  ])('refuses a body with %s: 400 request.invalid', async (_, data) => {
    const answer = await put(AVERY, knownCampaigns.offPower, data)
    expect(answer.status).toBe(400)
    expect(answer.json.code).toBe('request.invalid')
    expect(answer.json.issues?.length).toBeGreaterThan(0)
  })

  it('lets a client read but not change (403 before any platform call); Sam may read but lacks outbound:schedule:edit; Vic may not read schedules', async () => {
    await app().tokenFor(SAM)
    await app().setRole(DEMO_ORG, SAM, 'client')
    const read = await get<SchedulesAnswer>(SAM, '/api/schedules')
    expect(read.status).toBe(200)
    expect(read.json.capabilities).toEqual({
      editSchedules: { allowed: false, reason: 'role' },
      editCallableTimeSets: { allowed: false, reason: 'role' },
      editSequences: { allowed: false, reason: 'role' },
      runSequences: { allowed: false, reason: 'role' }
    })
    await app().resetCalls()
    const byClient = await put(SAM, knownCampaigns.offPower, MONDAY)
    expect(byClient.status).toBe(403)
    expect(byClient.json.code).toBe('access.forbidden')
    expect((await remove(SAM, londonCampaign)).status).toBe(403)
    expect((await app().calls()).total).toBe(0)

    await app().setRole(DEMO_ORG, SAM, 'supervisor')
    const asSupervisor = await get<SchedulesAnswer>(SAM, '/api/schedules')
    expect(asSupervisor.json.capabilities.editSchedules).toEqual({
      allowed: false,
      reason: 'platform',
      permission: 'outbound:schedule:edit'
    })
    await app().resetCalls()
    const bySam = await put(SAM, knownCampaigns.offPower, MONDAY)
    expect(bySam.status).toBe(403)
    expect(bySam.json).toMatchObject({
      code: 'platform.missing_permission',
      permission: 'outbound:schedule:edit'
    })
    const deleteBySam = await remove(SAM, londonCampaign)
    expect(deleteBySam.json).toMatchObject({ permission: 'outbound:schedule:delete' })
    expect((await app().calls()).total).toBe(0)

    const byVic = await get<SchedulesAnswer>(VIC, '/api/schedules')
    expect(byVic.status).toBe(403)
    expect(byVic.json).toMatchObject({
      code: 'platform.missing_permission',
      permission: 'outbound:schedule:view'
    })
    // refused before the platform was asked: nothing changed, nothing recorded
    expect(await scheduleAudit()).toEqual([])
  })

  it('keeps organisations apart: another organisation’s campaign is not found, and its schedule is left alone', async () => {
    const byNina = await put(NINA, londonCampaign, MONDAY)
    expect(byNina.status).toBe(404)
    expect(byNina.json.code).toBe('campaign.not_found')
    expect((await remove(NINA, londonCampaign)).status).toBe(404)

    const northwind = await schedules(NINA)
    expect(northwind.campaigns).toHaveLength(5)
    expect(northwind.campaigns.filter(campaign => campaign.schedule).map(campaign => campaign.id)).toEqual(
      seedTimes.scheduledCampaigns.northwindLondonBusinessHours
    )
    expect(northwind.callableTimeSets.map(set => set.id).sort()).toEqual(
      [
        seedTimes.callableTimeSets.northwindUsCallingHours,
        seedTimes.callableTimeSets.northwindStrictWeekdays
      ].sort()
    )
    const demo = (await schedules()).campaigns.find(campaign => campaign.id === londonCampaign)
    expect(demo?.schedule?.version).toBe(1)

    const audit = await scheduleAudit()
    expect(audit.map(entry => [entry.org_id, entry.action, entry.outcome, entry.detail])).toEqual([
      [NORTHWIND_ORG, 'saved', 'failed', 'campaign.not_found'],
      [NORTHWIND_ORG, 'deleted', 'failed', 'campaign.not_found']
    ])
  })

  it('puts each campaign’s schedule on the overview rows with one platform call per read, none without the permission; the detail carries it too', async () => {
    await app().tokenFor(AVERY)
    await app().resetCalls()
    const overview = await get<CampaignOverview>(AVERY, '/api/campaigns?pageSize=1000')
    expect(overview.status).toBe(200)
    expect(callsOf(await app().calls(), LIST_SCHEDULES)).toBe(1)
    const rows = new Map(overview.json.campaigns.map(row => [row.id, row]))
    expect(rows.get(londonCampaign)?.schedule).toMatchObject({ timeZone: 'Europe/London' })
    expect(rows.get(knownCampaigns.offPower)?.schedule).toBeNull()
    expect(rows.get(withUsHours)?.callableTimeSet).toMatchObject({
      id: seedTimes.callableTimeSets.usCallingHours
    })

    // a burst shares the read for 2 s (SCHEDULES_REUSE_MS); after that, a read asks again
    await app().resetCalls()
    await get<CampaignOverview>(AVERY, '/api/campaigns')
    expect(callsOf(await app().calls(), LIST_SCHEDULES)).toBe(0)
    app().clock.advance(2_000)
    await app().resetCalls()
    await get<CampaignOverview>(AVERY, '/api/campaigns')
    expect(callsOf(await app().calls(), LIST_SCHEDULES)).toBe(1)
    // a change made here is on the next read at once, shared read or not
    expect((await put(AVERY, withUsHours, MONDAY)).status).toBe(200)
    const after = await get<CampaignOverview>(AVERY, '/api/campaigns?pageSize=1000')
    expect(after.json.campaigns.find(row => row.id === withUsHours)?.schedule).toMatchObject({
      timeZone: MONDAY.timeZone
    })

    // Vic lacks outbound:schedule:view: no call, and the rows say nothing about schedules
    await app().tokenFor(VIC)
    await app().resetCalls()
    const byVic = await get<CampaignOverview>(VIC, '/api/campaigns?pageSize=1000')
    expect(byVic.status).toBe(200)
    expect(callsOf(await app().calls(), LIST_SCHEDULES)).toBe(0)
    expect(byVic.json.campaigns.every(row => !('schedule' in row))).toBe(true)

    // a failing schedules call does not fail the overview either
    await app().control('faults', {
      method: 'GET',
      path: '/api/v2/outbound/schedules/campaigns',
      status: 503,
      times: 1
    })
    app().clock.advance(2_000)
    const degraded = await get<CampaignOverview>(AVERY, '/api/campaigns')
    expect(degraded.status).toBe(200)
    expect(degraded.json.campaigns.every(row => !('schedule' in row))).toBe(true)
    await app().control('faults', undefined, 'DELETE')

    const detail = await get<CampaignDetail>(AVERY, `/api/campaigns/${londonCampaign}`)
    expect(detail.json.campaign.schedule).toMatchObject({ timeZone: 'Europe/London', version: 1 })
    const unscheduled = await get<CampaignDetail>(AVERY, `/api/campaigns/${knownCampaigns.offPower}`)
    expect(unscheduled.json.campaign.schedule).toBeNull()
  })

  it('attaches a callable time set to a campaign through its settings (callableTimeSetId), and detaches it', async () => {
    const token = await app().tokenFor(AVERY)
    const read = await get<CampaignDetail>(AVERY, `/api/campaigns/${knownCampaigns.offPower}`)
    expect(read.json.campaign.callableTimeSet).toBeNull()
    const attached = await app().request<CampaignDetail>('PUT', `/api/campaigns/${knownCampaigns.offPower}`, {
      token,
      body: {
        data: {
          version: read.json.campaign.version,
          changes: { callableTimeSetId: seedTimes.callableTimeSets.strictWeekdays }
        }
      }
    })
    expect(attached.status).toBe(200)
    expect(attached.json.campaign.callableTimeSet).toEqual({
      id: seedTimes.callableTimeSets.strictWeekdays,
      name: 'Strict weekdays'
    })
    const sets = (await schedules()).callableTimeSets
    expect(
      sets.find(set => set.id === seedTimes.callableTimeSets.strictWeekdays)?.campaigns.map(c => c.id)
    ).toEqual([knownCampaigns.offPower])

    const unknown = await app().request<ScheduleApiError>(
      'PUT',
      `/api/campaigns/${knownCampaigns.offPower}`,
      {
        token,
        body: {
          data: { version: attached.json.campaign.version, changes: { callableTimeSetId: 'no-such-set' } }
        }
      }
    )
    expect(unknown.status).toBe(400)
    expect(unknown.json.message).toContain('callableTimeSetId')

    const detached = await app().request<CampaignDetail>('PUT', `/api/campaigns/${knownCampaigns.offPower}`, {
      token,
      body: { data: { version: attached.json.campaign.version, changes: { callableTimeSetId: null } } }
    })
    expect(detached.status).toBe(200)
    expect(detached.json.campaign.callableTimeSet).toBeNull()
  })
})
