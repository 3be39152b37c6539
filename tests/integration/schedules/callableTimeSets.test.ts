import { seedTimes } from '../../../emulator/src/outbound/schedules/seedTimeline'
import type {
  CallableTimeSetDefinition,
  CallableTimeSetRow,
  CallableTimeSetsAnswer,
  ScheduleApiError
} from '@/shared/schedules'
import { describeOnDatabases } from '../../support/dbDescribe'
import {
  AVERY,
  DEMO_ORG,
  NINA,
  NORTHWIND_ORG,
  SAM,
  useCampaignsFixture,
  VIC
} from '../campaigns/support/campaignsFixture'
import { scheduleAudit } from './support/scheduleAudit'

const { usCallingHours, strictWeekdays, northwindUsCallingHours } = seedTimes.callableTimeSets

const EVENINGS: CallableTimeSetDefinition = {
  name: 'Evenings',
  callableTimes: [
    {
      timeZone: 'Europe/Dublin',
      slots: [
        { day: 1, start: '18:00', stop: '21:30' },
        { day: 6, start: '10:00', stop: '00:00' }
      ]
    }
  ]
}

describeOnDatabases('the schedules API: callable time sets', kind => {
  const app = useCampaignsFixture(kind)
  beforeEach(() => app().reset())

  type Answer = CallableTimeSetRow & ScheduleApiError
  const as = async (email: string, body?: unknown) => ({ token: await app().tokenFor(email), body })
  const list = async (email = AVERY) =>
    app().request<CallableTimeSetsAnswer & ScheduleApiError>(
      'GET',
      '/api/callable-time-sets',
      await as(email)
    )
  const create = async (email: string, data: unknown) =>
    app().request<Answer>('POST', '/api/callable-time-sets', await as(email, { data }))
  const update = async (email: string, id: string, data: unknown) =>
    app().request<Answer>('PUT', `/api/callable-time-sets/${id}`, await as(email, { data }))
  const remove = async (email: string, id: string) =>
    app().request<Answer>('DELETE', `/api/callable-time-sets/${id}`, await as(email))

  it('lists the sets with their hours and the campaigns that use them', async () => {
    const answer = await list()
    expect(answer.status).toBe(200)
    expect(answer.json.callableTimeSets.map(set => set.id)).toEqual([strictWeekdays, usCallingHours])
    const strict = answer.json.callableTimeSets[0]
    expect(strict?.callableTimes.map(time => time.timeZone)).toEqual(['Europe/London', 'Europe/Paris'])
    expect(strict?.callableTimes[0]?.slots).toContainEqual({ day: 6, start: '10:00', stop: '14:00' })
    expect(strict?.campaigns).toEqual([])
    expect(answer.json.callableTimeSets[1]?.campaigns).toHaveLength(2)
    expect(answer.json.capabilities.editCallableTimeSets).toEqual({ allowed: true })
  })

  it('creates a set (a stop at midnight is 00:00), changes it with its version, refuses a stale version with the set as it is, deletes it', async () => {
    const created = await create(AVERY, EVENINGS)
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ ...EVENINGS, version: 1, campaigns: [] })
    const id = created.json.id

    const renamed = await update(AVERY, id, { ...EVENINGS, name: 'Evenings (Dublin)', version: 1 })
    expect(renamed.status).toBe(200)
    expect(renamed.json).toMatchObject({ name: 'Evenings (Dublin)', version: 2 })

    const stale = await update(AVERY, id, { ...EVENINGS, version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({
      code: 'callableTimeSet.conflict',
      current: { id, name: 'Evenings (Dublin)', version: 2 }
    })

    const deleted = await remove(AVERY, id)
    expect(deleted.status).toBe(200)
    expect(deleted.json).toEqual({ id })
    expect((await list()).json.callableTimeSets.map(set => set.id)).not.toContain(id)

    const audit = await scheduleAudit()
    expect(audit.map(entry => [entry.target_kind, entry.action, entry.outcome, entry.detail])).toEqual([
      ['callable_time_set', 'created', 'succeeded', null],
      ['callable_time_set', 'updated', 'succeeded', null],
      ['callable_time_set', 'updated', 'failed', 'callableTimeSet.conflict'],
      ['callable_time_set', 'deleted', 'succeeded', null]
    ])
    expect(audit[1]).toMatchObject({ target_id: id, target_name: 'Evenings', org_id: DEMO_ORG })
  })

  it('refuses to delete a set campaigns use, naming them', async () => {
    const answer = await remove(AVERY, usCallingHours)
    expect(answer.status).toBe(409)
    expect(answer.json.code).toBe('callableTimeSet.in_use')
    expect(answer.json.campaigns?.map(campaign => campaign.id).sort()).toEqual(
      [...seedTimes.withCallableTimeSet].sort()
    )
    expect((await list()).json.callableTimeSets.map(set => set.id)).toContain(usCallingHours)
    const [entry] = await scheduleAudit()
    expect(entry).toMatchObject({ action: 'deleted', outcome: 'failed', detail: 'callableTimeSet.in_use' })
  })

  it.each([
    [
      'an unknown time zone',
      { callableTimes: [{ ...EVENINGS.callableTimes[0], timeZone: 'Europe/Atlantis' }] },
      'timeZone'
    ],
    [
      'a stop before its start',
      { callableTimes: [{ timeZone: 'UTC', slots: [{ day: 1, start: '18:00', stop: '09:00' }] }] },
      'stop'
    ],
    [
      'a day 0',
      { callableTimes: [{ timeZone: 'UTC', slots: [{ day: 0, start: '08:00', stop: '09:00' }] }] },
      'day'
    ],
    ['no hours', { callableTimes: [] }, 'callableTimes'],
    [
      'a zone given twice',
      { callableTimes: [EVENINGS.callableTimes[0], EVENINGS.callableTimes[0]] },
      'twice'
    ],
    ['a name with a new line', { name: 'Even\nings' }, 'name']
  ])('refuses %s with a 400 that names it, before any platform call', async (_, change, named) => {
    await app().tokenFor(AVERY)
    await app().resetCalls()
    const answer = await create(AVERY, { ...EVENINGS, ...change })
    expect(answer.status).toBe(400)
    expect(answer.json.code).toBe('request.invalid')
    expect(answer.json.message).toContain(named)
    expect((await app().calls()).total).toBe(0)
  })

  it('answers the role and the Genesys permissions: a client and Sam read; neither may change; Vic may not read', async () => {
    await app().tokenFor(SAM)
    await app().setRole(DEMO_ORG, SAM, 'client')
    expect((await list(SAM)).status).toBe(200)
    await app().resetCalls()
    const byClient = await create(SAM, EVENINGS)
    expect(byClient.status).toBe(403)
    expect(byClient.json.code).toBe('access.forbidden')
    expect((await update(SAM, strictWeekdays, { ...EVENINGS, version: 1 })).status).toBe(403)
    expect((await remove(SAM, strictWeekdays)).status).toBe(403)
    expect((await app().calls()).total).toBe(0)

    await app().setRole(DEMO_ORG, SAM, 'supervisor')
    expect((await list(SAM)).json.capabilities.editCallableTimeSets).toEqual({
      allowed: false,
      reason: 'platform',
      permission: 'outbound:callableTimeSet:edit'
    })
    await app().resetCalls()
    expect((await create(SAM, EVENINGS)).json).toMatchObject({
      code: 'platform.missing_permission',
      permission: 'outbound:callableTimeSet:add'
    })
    expect((await update(SAM, strictWeekdays, { ...EVENINGS, version: 1 })).json).toMatchObject({
      permission: 'outbound:callableTimeSet:edit'
    })
    expect((await remove(SAM, strictWeekdays)).json).toMatchObject({
      permission: 'outbound:callableTimeSet:delete'
    })
    expect((await app().calls()).total).toBe(0)

    const byVic = await list(VIC)
    expect(byVic.status).toBe(403)
    expect(byVic.json).toMatchObject({
      code: 'platform.missing_permission',
      permission: 'outbound:callableTimeSet:view'
    })
    expect(await scheduleAudit()).toEqual([])
  })

  it('keeps organisations apart', async () => {
    expect((await list(NINA)).json.callableTimeSets.map(set => set.id)).toContain(northwindUsCallingHours)
    const byNina = await update(NINA, strictWeekdays, { ...EVENINGS, version: 1 })
    expect(byNina.status).toBe(404)
    expect(byNina.json.code).toBe('callableTimeSet.not_found')
    expect((await remove(NINA, strictWeekdays)).status).toBe(404)
    expect((await list()).json.callableTimeSets.find(set => set.id === strictWeekdays)?.version).toBe(1)
    expect((await scheduleAudit()).map(entry => [entry.org_id, entry.outcome, entry.detail])).toEqual([
      [NORTHWIND_ORG, 'failed', 'callableTimeSet.not_found'],
      [NORTHWIND_ORG, 'failed', 'callableTimeSet.not_found']
    ])
  })
})
