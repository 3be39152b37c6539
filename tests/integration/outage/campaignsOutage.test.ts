import { seedDncLists } from '../../../emulator/src/outbound/contacts/seedDncLists'
import { seedTimes } from '../../../emulator/src/outbound/schedules/seedTimeline'
import { knownCampaigns, seedContactLists } from '../../../emulator/src/outbound/seedOutbound'
import type { ContactListsAnswer } from '@/shared/contactLists/contactListTypes'
import type { DncListsAnswer } from '@/shared/dncLists/dncListTypes'
import type { CallableTimeSetsAnswer, SchedulesAnswer, SequencesAnswer } from '@/shared/schedules'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, useCampaignsFixture } from '../campaigns/support/campaignsFixture'

const CAMPAIGNS = '/api/v2/outbound/campaigns'
const UNAVAILABLE = { code: expect.any(String), message: expect.stringMatching(/\S/) }

/**
 * Issue 33, finding 6: with the platform's campaigns read failing, every list screen's own objects are still
 * answered, with the campaigns part marked unavailable; the primary read failing still fails the answer.
 */
describeOnDatabases('the list APIs while the campaigns cannot be read', kind => {
  const app = useCampaignsFixture(kind)
  beforeEach(() => app().reset())

  const get = async <T>(path: string) => app().request<T>('GET', path, { token: await app().tokenFor(AVERY) })
  const campaignsDown = () => app().control('faults', { method: 'GET', path: CAMPAIGNS, status: 503 })

  it('answers the contact lists without their campaigns, saying the campaigns are unavailable', async () => {
    await campaignsDown()
    const answer = await get<ContactListsAnswer>('/api/contact-lists?pageSize=100')
    expect(answer.status).toBe(200)
    expect(answer.json.contactLists.map(list => list.id)).toContain(seedContactLists.pilotA.id)
    expect(answer.json.contactLists.every(list => list.campaigns.length === 0)).toBe(true)
    expect(answer.json.campaignsUnavailable).toEqual(UNAVAILABLE)
    expect(answer.json.capabilities.createList).toEqual({ allowed: true })
  })

  it('answers the contact lists as before, with no mark, when the campaigns are read', async () => {
    const answer = await get<ContactListsAnswer>('/api/contact-lists?pageSize=100')
    expect(answer.status).toBe(200)
    expect(answer.json.campaignsUnavailable).toBeUndefined()
    const pilot = answer.json.contactLists.find(list => list.id === seedContactLists.pilotA.id)
    expect(pilot?.campaigns.map(campaign => campaign.id)).toContain(knownCampaigns.offPower)
  })

  it('still fails the contact lists when the lists themselves cannot be read', async () => {
    await app().control('faults', { method: 'GET', path: '/api/v2/outbound/contactlists', status: 503 })
    const answer = await get<{ code: string; message: string }>('/api/contact-lists')
    expect(answer.status).toBe(502)
    expect(answer.json.message).toMatch(/Genesys Cloud/)
  })

  it('answers the do-not-call lists without their campaigns', async () => {
    await campaignsDown()
    const answer = await get<DncListsAnswer>('/api/dnc-lists?pageSize=100')
    expect(answer.status).toBe(200)
    expect(answer.json.dncLists.map(list => list.id)).toContain(seedDncLists.optOuts.id)
    expect(answer.json.dncLists.every(list => list.campaigns.length === 0)).toBe(true)
    expect(answer.json.campaignsUnavailable).toEqual(UNAVAILABLE)
  })

  it('answers the callable time sets without the campaigns that use them', async () => {
    await campaignsDown()
    const answer = await get<CallableTimeSetsAnswer>('/api/callable-time-sets')
    expect(answer.status).toBe(200)
    expect(answer.json.callableTimeSets.map(set => set.id)).toContain(
      seedTimes.callableTimeSets.usCallingHours
    )
    expect(answer.json.callableTimeSets.every(set => set.campaigns.length === 0)).toBe(true)
    expect(answer.json.campaignsUnavailable).toEqual(UNAVAILABLE)
  })

  it('answers the sequences with their campaigns named as the sequence names them, status unknown', async () => {
    await campaignsDown()
    const answer = await get<SequencesAnswer>('/api/sequences')
    expect(answer.status).toBe(200)
    const [sequence] = answer.json.sequences
    expect(sequence?.id).toBe(seedTimes.sequences.clinicReminders)
    expect(sequence?.campaigns.length).toBeGreaterThan(0)
    expect(sequence?.campaigns.every(campaign => campaign.status === null)).toBe(true)
    expect(answer.json.campaignsUnavailable).toEqual(UNAVAILABLE)
  })

  it('answers the week view with the scheduled campaigns and their schedules, status unknown', async () => {
    await campaignsDown()
    const answer = await get<SchedulesAnswer>('/api/schedules')
    expect(answer.status).toBe(200)
    const [london] = seedTimes.scheduledCampaigns.londonBusinessHours
    const row = answer.json.campaigns.find(campaign => campaign.id === london)
    expect(row?.schedule).toMatchObject({ timeZone: 'Europe/London' })
    expect(row?.status).toBeNull()
    expect(answer.json.callableTimeSets.length).toBeGreaterThan(0)
    expect(answer.json.campaignsUnavailable).toEqual(UNAVAILABLE)
  })
})
