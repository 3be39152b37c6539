/**
 * The app's API over an emulator in the realism mode (`listingLagMs: 5000`): the platform's listings lag behind
 * deletes and saves, the app's listings (which read them) lag with them, and the browser's rule
 * (src/shared/ui/list/model/recentChanges.ts) given what the browser noted shows the truth all the same: the
 * overview, the week view, the sequences and the callable time sets.
 */
import { seedTimes } from '../../../emulator/src/outbound/schedules/seedTimeline'
import { knownCampaigns } from '../../../emulator/src/outbound/seedOutbound'
import type { CampaignOverview } from '@/shared/campaigns/campaignTypes'
import type {
  CallableTimeSetRow,
  CallableTimeSetsAnswer,
  SchedulesAnswer,
  SequencesAnswer
} from '@/shared/schedules'
import { newestOf, type RecentChange, reconcileRows } from '@/shared/ui/list/model/recentChanges'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, useCampaignsFixture } from './support/campaignsFixture'

const LAG = 5000

describeOnDatabases('listings that lag behind deletes and saves (emulator realism)', kind => {
  const app = useCampaignsFixture(kind, { realism: { listingLagMs: LAG } })
  beforeEach(() => app().reset())

  const call = async <T>(method: string, path: string, data?: unknown) => {
    const answer = await app().request<T>(method, path, {
      token: await app().tokenFor(AVERY),
      body: data === undefined ? undefined : { data }
    })
    expect(answer.status).toBeLessThan(300)
    return answer.json
  }
  /** what the browser notes when its request succeeds (the api modules call noteRemoved/noteSaved) */
  const removed = (kind: RecentChange['kind'], id: string): RecentChange => ({
    kind,
    id,
    at: app().clock.now(),
    removed: true
  })

  it('the overview: a campaign deleted from its page is still listed by the platform, and hidden', async () => {
    const id = knownCampaigns.offPower
    await call('DELETE', `/api/campaigns/${id}`)
    const lagging = await call<CampaignOverview>('GET', '/api/campaigns?pageSize=1000')
    expect(lagging.campaigns.map(row => row.id)).toContain(id)

    // (the overview's withRecentChanges applies this rule, and takes the row out of the counts too)
    const shown = reconcileRows(lagging.campaigns, 'campaign', [removed('campaign', id)])
    expect(shown.rows.map(row => row.id)).not.toContain(id)
    expect(shown.hidden).toBe(1)

    app().clock.advance(LAG)
    // the person's snapshot is caught up at its next changes check: the platform's total no longer matches
    app().clock.advance(10_000)
    const caughtUp = await call<CampaignOverview>('GET', '/api/campaigns?pageSize=1000')
    expect(caughtUp.campaigns.map(row => row.id)).not.toContain(id)
  })

  it('the week view: a deleted schedule is still listed by the platform, and shown as none', async () => {
    const id = seedTimes.scheduledCampaigns.londonEvenings[0]
    const before = await call<SchedulesAnswer>('GET', '/api/schedules')
    const version = before.campaigns.find(campaign => campaign.id === id)!.schedule!.version
    await call('DELETE', `/api/campaigns/${id}/schedule?version=${version}`)

    const lagging = await call<SchedulesAnswer>('GET', '/api/schedules')
    expect(lagging.campaigns.find(campaign => campaign.id === id)!.schedule).not.toBeNull()
    // (the week view's schedulesWithRecentChanges applies this rule to each campaign's schedule)
    const listed = lagging.campaigns.find(campaign => campaign.id === id)!.schedule
    expect(newestOf(listed, removed('campaignSchedule', id))).toBeNull()

    app().clock.advance(LAG)
    const caughtUp = await call<SchedulesAnswer>('GET', '/api/schedules')
    expect(caughtUp.campaigns.find(campaign => campaign.id === id)!.schedule).toBeNull()
  })

  it('sequences: a deleted sequence is still listed by the platform, and hidden', async () => {
    const id = seedTimes.sequences.clinicReminders
    await call('DELETE', `/api/sequences/${id}`)
    const lagging = await call<SequencesAnswer>('GET', '/api/sequences')
    expect(lagging.sequences.map(row => row.id)).toEqual([id])
    expect(reconcileRows(lagging.sequences, 'sequence', [removed('sequence', id)])).toEqual({
      rows: [],
      hidden: 1
    })

    app().clock.advance(LAG)
    expect((await call<SequencesAnswer>('GET', '/api/sequences')).sequences).toEqual([])
  })

  it('callable time sets: a saved set is listed at its old version, and shown as saved', async () => {
    const { strictWeekdays } = seedTimes.callableTimeSets
    const listed = async () =>
      (await call<CallableTimeSetsAnswer>('GET', '/api/callable-time-sets')).callableTimeSets.find(
        set => set.id === strictWeekdays
      )!
    const before = await listed()
    const saved = await call<CallableTimeSetRow>('PUT', `/api/callable-time-sets/${strictWeekdays}`, {
      name: 'Strict weekdays (renamed)',
      callableTimes: before.callableTimes,
      version: before.version
    })
    expect(saved).toMatchObject({ name: 'Strict weekdays (renamed)', version: before.version + 1 })

    const lagging = await listed()
    expect(lagging).toMatchObject({ name: 'Strict weekdays', version: before.version })
    const change: RecentChange = {
      kind: 'callableTimeSet',
      id: strictWeekdays,
      at: app().clock.now(),
      removed: false,
      version: saved.version,
      saved: { ...saved }
    }
    expect(reconcileRows([lagging], 'callableTimeSet', [change]).rows).toEqual([saved])
  })
})
