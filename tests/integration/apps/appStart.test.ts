import { describeOnDatabases } from '../../support/dbDescribe'
import { issueToken } from '../../support/emulatorControl'
import { AVERY, DEMO_ORG, useAppsFixture } from './support/appsFixture'

/**
 * What `npm start` and the end-to-end servers rely on: a fresh database gets the emulator's people at the
 * app's start (src/server/deps), before the first request through Next's API routes is answered; the database
 * opening seeds nothing itself. No reset() here: nothing but the routes touches the database.
 */
describeOnDatabases('the app’s start on a fresh database', kind => {
  const app = useAppsFixture(kind)

  it('seeds the emulator’s organisations before answering the first sign-in', async () => {
    const token = await issueToken(app().emulator.url, AVERY)
    const signIn = await app().request('GET', '/api/auth/Validate', {
      token,
      headers: { AppKey: 'campaignManager' }
    })
    expect(signIn.json).toMatchObject({ userEmail: AVERY, orgId: DEMO_ORG, role: 'admin' })
    // Avery finds her organisation's seeded list (unseeded, she would be alone in it)
    const list = await app().request('GET', '/apps/users/list?sort=email:asc', { token })
    expect(list.status).toBe(200)
    expect(list.json).toMatchObject({
      total: 5,
      users: [
        expect.objectContaining({ email: AVERY, role: 'admin', status: 'active' }),
        expect.objectContaining({ email: 'lena.fischer@democc.example', status: 'inactive' }),
        expect.objectContaining({ email: 'priya.raman@democc.example', status: 'pending' }),
        expect.objectContaining({ email: 'sam.supervisor@democc.example', role: 'supervisor' }),
        expect.objectContaining({ email: 'tom.okafor@democc.example', role: 'client' })
      ]
    })
  })
})
