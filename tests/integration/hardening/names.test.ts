import {
  knownCampaigns,
  seedContactLists,
  seedQueues,
  seedScripts
} from '../../../emulator/src/outbound/seedOutbound'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, useHardeningFixture } from './support/hardeningFixture'

/**
 * Issue 11, finding 9: one text rule for every human name the API accepts (users, campaigns), with the same
 * words everywhere: control characters (a NUL), bidi overrides (U+202E) and zero-width characters (U+200B)
 * are refused, and nothing is written.
 */
const preview = {
  name: 'A preview campaign',
  dialingMode: 'preview',
  contactListId: seedContactLists.pilotA.id,
  phoneColumn: 'Cell',
  callerName: 'Demo',
  callerAddress: '+35315550100',
  queueId: seedQueues.care.id,
  scriptId: seedScripts.general.id
}

const CONTROL = 'may not contain control characters such as new lines or tabs.'
const INVISIBLE =
  'may not contain invisible characters or characters that change the direction of the text (such as U+200B or U+202E).'

describeOnDatabases('one rule for names', kind => {
  const app = useHardeningFixture(kind)
  beforeEach(() => app().reset())

  const addUser = async (fullName: string) =>
    app().request('POST', '/apps/users/add-user', {
      token: await app().signIn(AVERY),
      body: { data: { fullName, email: 'new.person@democc.example', role: 'client' } }
    })

  it.each([
    ['a right-to-left override (U+202E)', 'Avery \u202enimdA', INVISIBLE],
    ['a zero-width space (U+200B)', 'Av\u200bery Admin', INVISIBLE],
    ['a NUL', 'Avery\u0000Admin', CONTROL],
    ['a new line', 'Avery\nAdmin', CONTROL]
  ])('refuses a user name with %s', async (_, fullName, reason) => {
    const answer = await addUser(fullName)
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({
      code: 'body.invalid',
      message: `The body is not valid: data.fullName ${reason}`
    })
    const list = await app().request('GET', '/apps/users/list?q=new.person', {
      token: await app().signIn(AVERY)
    })
    expect(list.json).toMatchObject({ total: 0 })
  })

  it.each([
    ['a NUL in the name', { name: 'Spring\u0000Renewals' }, `name ${CONTROL}`],
    ['a right-to-left override in the name', { name: 'Spring \u202eslaweneR' }, `name ${INVISIBLE}`],
    ['a zero-width space in the caller name', { callerName: 'Demo\u200bCC' }, `callerName ${INVISIBLE}`]
  ])('refuses a new campaign with %s, with the same words', async (_, change, reason) => {
    const token = await app().signIn(AVERY)
    await app().resetCalls()
    const answer = await app().request('POST', '/api/campaigns', {
      token,
      body: { data: { ...preview, ...change } }
    })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ code: 'request.invalid' })
    expect(String(answer.json.message)).toContain(reason)
    // nothing reached the platform
    expect((await app().calls()).byRoute['POST /api/v2/outbound/campaigns']).toBeUndefined()
  })

  it('refuses a renamed campaign with a NUL, and keeps an ordinary new name (trimmed, spaces made one)', async () => {
    const token = await app().signIn(AVERY)
    const read = await app().request<{ campaign: { version: number } }>(
      'GET',
      `/api/campaigns/${knownCampaigns.offPreview}`,
      { token }
    )
    expect(read.status).toBe(200)
    const bad = await app().request('PUT', `/api/campaigns/${knownCampaigns.offPreview}`, {
      token,
      body: { data: { version: read.json.campaign.version, changes: { name: 'Renamed\u0000' } } }
    })
    expect(bad.status).toBe(400)
    expect(String(bad.json.message)).toContain(`name ${CONTROL}`)
    const good = await app().request<{ campaign: { name: string } }>(
      'PUT',
      `/api/campaigns/${knownCampaigns.offPreview}`,
      {
        token,
        body: { data: { version: read.json.campaign.version, changes: { name: '  Spring   renewals ' } } }
      }
    )
    expect(good.status).toBe(200)
    expect(good.json.campaign.name).toBe('Spring renewals')
  })
})
