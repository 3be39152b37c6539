import type { PageAccessAnswer } from '@/shared/acl/pageAccess'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, DEMO_ORG, SAM, useCampaignsFixture, VIC } from '../campaigns/support/campaignsFixture'

/**
 * Issue 33, finding 10: GET /api/access/pages says, for each page, the Genesys Cloud permission its read needs
 * that the person lacks — what the navigation leaves out — and it agrees with the pages' own reads.
 */
describeOnDatabases('GET /api/access/pages', kind => {
  const app = useCampaignsFixture(kind)
  beforeEach(() => app().reset())

  const pagesOf = async (email: string) =>
    app().request<PageAccessAnswer>('GET', '/api/access/pages', { token: await app().tokenFor(email) })

  it('names what Vic Viewer lacks, and nothing for Avery and Sam', async () => {
    const vic = await pagesOf(VIC)
    expect(vic.status).toBe(200)
    expect(vic.headers.get('cache-control')).toBe('no-store')
    expect(vic.json.missing).toEqual({
      '/contact-lists': null,
      '/dnc-lists': null,
      '/schedules': 'outbound:schedule:view',
      '/callable-time-sets': 'outbound:callableTimeSet:view',
      '/sequences': 'outbound:campaignSequence:view',
      '/users': null,
      '/permissions': null
    })
    for (const email of [AVERY, SAM])
      expect(Object.values((await pagesOf(email)).json.missing).every(missing => missing === null)).toBe(true)
  })

  it('agrees with the pages’ own reads: refused where it names a permission, answered where it does not', async () => {
    const token = await app().tokenFor(VIC)
    const read = async (path: string) => (await app().request('GET', path, { token })).status
    expect(await read('/api/schedules')).toBe(403)
    expect(await read('/api/callable-time-sets')).toBe(403)
    expect(await read('/api/sequences')).toBe(403)
    expect(await read('/api/contact-lists')).toBe(200)
    expect(await read('/api/dnc-lists')).toBe(200)
  })

  it('answers a client too (every role may ask), and nobody without a token', async () => {
    await app().tokenFor(SAM)
    await app().setRole(DEMO_ORG, SAM, 'client')
    try {
      const sam = await pagesOf(SAM)
      expect(sam.status).toBe(200)
      expect(sam.json.missing['/schedules']).toBeNull()
    } finally {
      await app().setRole(DEMO_ORG, SAM, 'supervisor')
    }
    expect((await app().request('GET', '/api/access/pages')).status).toBe(401)
  })
})
