import { describeOnDatabases } from '../../support/dbDescribe'
import { addFault } from '../../support/emulatorControl'
import { AVERY, useHardeningFixture } from './support/hardeningFixture'

/**
 * Issue 11, finding 7: twenty concurrent overview calls of one person share one platform read (single flight),
 * instead of spending the person's platform quota (before: twenty progress calls, then 429 "try again in 40 s").
 */
const PROGRESS = 'POST /api/v2/outbound/campaigns/progress'
const LIST = 'GET /api/v2/outbound/campaigns'
const USERS_ME = 'GET /api/v2/users/me'
// every overview read shows the rows' schedules: one call, shared by a burst like the others
const SCHEDULES = 'GET /api/v2/outbound/schedules/campaigns'

describeOnDatabases('a burst of overview calls', kind => {
  const app = useHardeningFixture(kind)
  beforeEach(() => app().reset())

  const burst = async (token: string, count = 20) =>
    Promise.all(Array.from({ length: count }, () => app().request('GET', '/api/campaigns', { token })))

  it('costs one progress read for twenty concurrent refreshes of one person', async () => {
    const token = await app().signIn(AVERY)
    expect((await app().request('GET', '/api/campaigns', { token })).status).toBe(200)
    app().clock.advance(5_000)
    // the platform takes its time, so the twenty are surely concurrent
    await addFault(app().emulator.url, {
      method: 'POST',
      path: '/api/v2/outbound/campaigns/progress',
      delayMs: 300
    })
    await app().resetCalls()
    const answers = await burst(token)
    expect(answers.map(answer => answer.status)).toEqual(Array(20).fill(200))
    expect((await app().calls()).byRoute).toEqual({ [PROGRESS]: 1, [SCHEDULES]: 1 })
    // and the next refresh reads again (nothing is kept beyond the read itself); 10 s after the snapshot it
    // also asks what changed (docs/campaigns.md)
    app().clock.advance(5_000)
    await app().resetCalls()
    expect((await app().request('GET', '/api/campaigns', { token })).status).toBe(200)
    expect((await app().calls()).byRoute).toEqual({ [PROGRESS]: 1, [LIST]: 1, [SCHEDULES]: 1 })
  })

  it('costs one validation and one snapshot for twenty concurrent first calls of a new token', async () => {
    const token = await app().issueToken(AVERY)
    await addFault(app().emulator.url, { method: 'GET', path: '/api/v2/outbound/campaigns', delayMs: 300 })
    await app().resetCalls()
    const answers = await burst(token)
    expect(answers.map(answer => answer.status)).toEqual(Array(20).fill(200))
    expect((await app().calls()).byRoute).toEqual({ [USERS_ME]: 1, [LIST]: 1, [PROGRESS]: 1, [SCHEDULES]: 1 })
  })

  it('shares a failure too: twenty concurrent refreshes meeting a platform outage cost one call', async () => {
    const token = await app().signIn(AVERY)
    await app().request('GET', '/api/campaigns', { token })
    app().clock.advance(5_000)
    await addFault(app().emulator.url, {
      method: 'POST',
      path: '/api/v2/outbound/campaigns/progress',
      status: 503,
      delayMs: 300,
      times: 20
    })
    await app().resetCalls()
    const answers = await burst(token)
    expect(new Set(answers.map(answer => answer.status))).toEqual(new Set([502]))
    expect((await app().calls()).byRoute).toEqual({ [PROGRESS]: 1, [SCHEDULES]: 1 })
  })
})
