/**
 * GET /apps/users/directory?q: the organisation's Genesys Cloud directory through the app's server (POST
 * /api/v2/users/search on the caller's behalf): found with address, department and title, people already on
 * the list marked, only the caller's organisation, bad input 400 before any platform call, a client refused, the
 * platform's refusal answered as a missing permission.
 */
import { addFault } from '../../support/emulatorControl'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, NINA, VIC, useAppsFixture } from './support/appsFixture'

interface Person {
  platformUserId: string
  name: string
  email: string
  department: string | null
  title: string | null
  listed: boolean
}

describeOnDatabases('GET /apps/users/directory', kind => {
  const app = useAppsFixture(kind)
  beforeEach(() => app().reset())

  const search = async (q: string, email = AVERY) =>
    app().request('GET', `/apps/users/directory?q=${encodeURIComponent(q)}`, {
      token: await app().tokenFor(email)
    })
  const searches = () => app().platformRequests.filter(line => line.startsWith('POST /api/v2/users/search'))

  it('finds people by part of a name, with address, department and title; the listed ones marked', async () => {
    const answer = await search('pat')
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({
      total: 2,
      people: [
        {
          platformUserId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'Pat Morgan',
          email: 'pat.morgan@democc.example',
          department: 'Collections',
          title: 'Outbound Agent',
          listed: false
        },
        expect.objectContaining({ name: 'Priya Patel', department: 'Collections', title: 'Team Lead' })
      ]
    })
    const sam = (await search('sam.supervisor')).json?.people as Person[]
    expect(sam).toEqual([expect.objectContaining({ name: 'Sam Supervisor', listed: true })])
  })

  it('only the caller’s organisation', async () => {
    expect((await search('northwind')).json).toEqual({ total: 0, people: [] })
    const fromNorthwind = (await search('pat', NINA)).json?.people as Person[]
    expect(fromNorthwind.map(person => person.email)).toEqual(['pat.northwind@northwind.example'])
  })

  it('refuses bad input with 400 before asking the platform: too short, missing, unknown parameter', async () => {
    const before = searches().length
    const token = await app().tokenFor(AVERY)
    for (const path of [
      '/apps/users/directory?q=p',
      '/apps/users/directory',
      '/apps/users/directory?q=pat&x=1'
    ]) {
      const answer = await app().request('GET', path, { token })
      expect(answer.status).toBe(400)
      expect(answer.json?.code).toBe('query.invalid')
    }
    expect(searches().length).toBe(before)
  })

  it('refuses a client (the role may not add people), without a platform call', async () => {
    await app().request('POST', '/apps/users/add-user', {
      token: await app().tokenFor(AVERY),
      body: { data: { fullName: 'Vic Viewer', email: VIC, role: 'client' } }
    })
    const before = searches().length
    const answer = await search('pat', VIC)
    expect(answer.status).toBe(403)
    expect(searches().length).toBe(before)
  })

  it('answers the platform’s refusal as a missing permission, naming what the platform named', async () => {
    await addFault(app().emulator.url, {
      method: 'POST',
      path: '/api/v2/users/search',
      status: 403,
      times: 1,
      body: {
        status: 403,
        code: 'missing.permissions',
        message:
          'Unable to perform the requested action. You are missing the following permission(s): directory:user:view',
        contextId: 'test',
        details: [],
        errors: []
      }
    })
    const answer = await search('pat')
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({
      code: 'platform.missing_permission',
      permission: 'directory:user:view',
      permissions: ['directory:user:view']
    })
  })

  it('keeps the Genesys Cloud id of a person added from the directory', async () => {
    const [pat] = (await search('pat morgan')).json?.people as Person[]
    const added = await app().request('POST', '/apps/users/add-user', {
      token: await app().tokenFor(AVERY),
      body: {
        data: { fullName: pat!.name, email: pat!.email, role: 'client', platformUserId: pat!.platformUserId }
      }
    })
    expect(added.status).toBe(201)
    expect(added.json?.user).toMatchObject({ email: pat!.email, platformUserId: pat!.platformUserId })
    expect(((await search('pat morgan')).json?.people as Person[])[0]?.listed).toBe(true)
  })
})
