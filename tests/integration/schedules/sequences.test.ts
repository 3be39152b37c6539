import { seedTimes } from '../../../emulator/src/outbound/schedules/seedTimeline'
import { knownCampaigns } from '../../../emulator/src/outbound/seedOutbound'
import type { ScheduleApiError, ScheduleChange, SequenceRow, SequencesAnswer } from '@/shared/schedules'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, DEMO_ORG, NINA, SAM, useCampaignsFixture, VIC } from '../campaigns/support/campaignsFixture'
import { scheduleAudit } from './support/scheduleAudit'

const { clinicReminders } = seedTimes.sequences
const WEEKDAY_MORNINGS: ScheduleChange = {
  timeZone: 'America/New_York',
  intervals: [],
  recurrences: [
    {
      start: '2026-04-06T08:00',
      end: '2026-04-06T12:00',
      pattern: 'weekly',
      every: 1,
      daysOfWeek: [1, 2, 3, 4, 5],
      until: null,
      count: 10
    }
  ]
}

describeOnDatabases('the schedules API: campaign sequences', kind => {
  const app = useCampaignsFixture(kind)
  beforeEach(() => app().reset())

  type Answer = SequenceRow & ScheduleApiError
  const as = async (email: string, body?: unknown) => ({ token: await app().tokenFor(email), body })
  const list = async (email = AVERY) =>
    app().request<SequencesAnswer & ScheduleApiError>('GET', '/api/sequences', await as(email))
  const call = async (method: string, path: string, email: string, data?: unknown) =>
    app().request<Answer>(method, path, await as(email, data === undefined ? undefined : { data }))

  it('lists the sequences with their campaigns’ names and statuses, and the campaigns a sequence may hold', async () => {
    const answer = await list()
    expect(answer.status).toBe(200)
    expect(answer.json.sequences).toHaveLength(1)
    expect(answer.json.sequences[0]).toMatchObject({
      id: clinicReminders,
      status: 'off',
      currentCampaign: 0,
      repeat: false,
      stopMessage: null,
      schedule: null,
      campaigns: seedTimes.sequenceCampaigns.map(id => ({ id, name: expect.any(String), status: 'off' }))
    })
    expect(answer.json.campaigns).toHaveLength(74)
    expect(answer.json.capabilities).toMatchObject({
      editSequences: { allowed: true },
      runSequences: { allowed: true }
    })
  })

  it('creates, changes (with its version), starts, stops and deletes a sequence; a stale version is a 409 with the sequence as it is', async () => {
    const created = await call('POST', '/api/sequences', AVERY, {
      name: 'Spring push',
      campaignIds: [knownCampaigns.offPower, knownCampaigns.offPreview]
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      name: 'Spring push',
      status: 'off',
      version: 1,
      repeat: false,
      campaigns: [
        { id: knownCampaigns.offPower, status: 'off' },
        { id: knownCampaigns.offPreview, status: 'off' }
      ]
    })
    const id = created.json.id

    const changed = await call('PUT', `/api/sequences/${id}`, AVERY, {
      name: 'Spring push',
      campaignIds: [knownCampaigns.offPreview, knownCampaigns.offPower],
      repeat: true,
      version: 1
    })
    expect(changed.status).toBe(200)
    expect(changed.json).toMatchObject({ version: 2, repeat: true })
    expect(changed.json.campaigns.map(campaign => campaign.id)).toEqual([
      knownCampaigns.offPreview,
      knownCampaigns.offPower
    ])

    const stale = await call('PUT', `/api/sequences/${id}`, AVERY, {
      name: 'Spring push 2',
      campaignIds: [knownCampaigns.offPower],
      version: 1
    })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({ code: 'sequence.conflict', current: { id, version: 2 } })

    const started = await call('POST', `/api/sequences/${id}/status`, AVERY, { status: 'on' })
    expect(started.status).toBe(200)
    expect(started.json.status).toBe('on')
    expect(started.json.campaigns[0]).toMatchObject({ id: knownCampaigns.offPreview, status: 'on' })
    const running = await call('DELETE', `/api/sequences/${id}`, AVERY)
    expect(running.status).toBe(409)
    expect(running.json.code).toBe('sequence.running')

    const stopped = await call('POST', `/api/sequences/${id}/status`, AVERY, { status: 'off' })
    expect(stopped.status).toBe(200)
    expect(stopped.json.status).toBe('off')

    const deleted = await call('DELETE', `/api/sequences/${id}`, AVERY)
    expect(deleted.status).toBe(200)
    expect(deleted.json).toEqual({ id })
    expect((await list()).json.sequences.map(sequence => sequence.id)).toEqual([clinicReminders])

    const audit = await scheduleAudit()
    expect(audit.map(entry => [entry.target_kind, entry.action, entry.outcome, entry.detail])).toEqual([
      ['sequence', 'created', 'succeeded', null],
      ['sequence', 'updated', 'succeeded', null],
      ['sequence', 'updated', 'failed', 'sequence.conflict'],
      ['sequence', 'started', 'succeeded', null],
      ['sequence', 'deleted', 'failed', 'sequence.running'],
      ['sequence', 'stopped', 'succeeded', null],
      ['sequence', 'deleted', 'succeeded', null]
    ])
    expect(audit.every(entry => entry.target_id === id && entry.target_name === 'Spring push')).toBe(true)
  })

  it('saves a sequence’s schedule with its version (409 with the current one when stale), and deletes it', async () => {
    const saved = await call('PUT', `/api/sequences/${clinicReminders}/schedule`, AVERY, WEEKDAY_MORNINGS)
    expect(saved.status).toBe(200)
    expect(saved.json.schedule).toMatchObject({ ...WEEKDAY_MORNINGS, version: 1 })
    expect((await list()).json.sequences[0]?.schedule).toMatchObject({
      version: 1,
      timeZone: 'America/New_York'
    })

    const stale = await call('PUT', `/api/sequences/${clinicReminders}/schedule`, AVERY, WEEKDAY_MORNINGS)
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({ code: 'schedule.conflict', current: { version: 1 } })

    const invalid = await call('PUT', `/api/sequences/${clinicReminders}/schedule`, AVERY, {
      ...WEEKDAY_MORNINGS,
      version: 1,
      recurrences: [{ ...WEEKDAY_MORNINGS.recurrences[0], end: '2026-04-06T07:00' }]
    })
    expect(invalid.status).toBe(400)
    expect(invalid.json).toMatchObject({
      code: 'schedule.invalid',
      field: 'recurrences.0.end',
      kind: 'endBeforeStart'
    })

    const deleted = await call('DELETE', `/api/sequences/${clinicReminders}/schedule`, AVERY)
    expect(deleted.status).toBe(200)
    expect(deleted.json.schedule).toBeNull()
    const audit = await scheduleAudit()
    expect(audit.map(entry => [entry.target_kind, entry.action, entry.outcome])).toEqual([
      ['sequence_schedule', 'saved', 'succeeded'],
      ['sequence_schedule', 'saved', 'failed'],
      ['sequence_schedule', 'deleted', 'succeeded']
    ])
  })

  it.each([
    ['no campaign', { name: 'Empty', campaignIds: [] }],
    ['a campaign twice', { name: 'Twice', campaignIds: [knownCampaigns.offPower, knownCampaigns.offPower] }],
    ['no name', { campaignIds: [knownCampaigns.offPower] }]
  ])('refuses a sequence with %s: 400 request.invalid, no platform call', async (_, data) => {
    await app().tokenFor(AVERY)
    await app().resetCalls()
    const answer = await call('POST', '/api/sequences', AVERY, data)
    expect(answer.status).toBe(400)
    expect(answer.json.code).toBe('request.invalid')
    expect((await app().calls()).total).toBe(0)
  })

  it('answers the role and the Genesys permissions before any platform call; keeps organisations apart', async () => {
    await app().tokenFor(SAM)
    await app().setRole(DEMO_ORG, SAM, 'client')
    expect((await list(SAM)).status).toBe(200)
    await app().resetCalls()
    expect(
      (await call('POST', `/api/sequences/${clinicReminders}/status`, SAM, { status: 'on' })).status
    ).toBe(403)
    expect((await call('DELETE', `/api/sequences/${clinicReminders}`, SAM)).json.code).toBe(
      'access.forbidden'
    )
    await app().setRole(DEMO_ORG, SAM, 'supervisor')
    const bySam = await call('POST', `/api/sequences/${clinicReminders}/status`, SAM, { status: 'on' })
    expect(bySam.status).toBe(403)
    expect(bySam.json).toMatchObject({
      code: 'platform.missing_permission',
      permission: 'outbound:campaignSequence:edit'
    })
    expect((await app().calls()).total).toBe(0)
    expect((await list(VIC)).json).toMatchObject({ permission: 'outbound:campaignSequence:view' })

    expect((await list(NINA)).json.sequences).toEqual([])
    const byNina = await call('POST', `/api/sequences/${clinicReminders}/status`, NINA, { status: 'on' })
    expect(byNina.status).toBe(404)
    expect(byNina.json.code).toBe('sequence.not_found')
    expect((await list()).json.sequences[0]?.status).toBe('off')
  })
})
