import { knownCampaigns, seedContactLists } from '../../../emulator/src/outbound/seedOutbound'
import type {
  ContactListDetail,
  ContactListRow,
  ContactListsAnswer,
  ContactsAnswer,
  ContactToAdd
} from '@/shared/contactLists/contactListTypes'
import { getDatabase } from '@/server/db'
import { describeOnDatabases } from '../../support/dbDescribe'
import { addFault } from '../../support/emulatorControl'
import { AVERY, DEMO_ORG, NINA, SAM, useCampaignsFixture, VIC } from '../campaigns/support/campaignsFixture'

const { pilotA } = seedContactLists
const CONTACTS_ROUTE = 'POST /api/v2/outbound/contactlists/{contactListId}/contacts'

/** n contacts for pilotA's columns, with ids of our choosing (an import's). */
const contacts = (n: number, from = 0): ContactToAdd[] =>
  Array.from({ length: n }, (_, index) => {
    const i = from + index
    return {
      id: `import-${i}`,
      data: {
        FirstName: `First${i}`,
        LastName: `Last${i}`,
        Cell: `+1202555${String(1000 + (i % 9000)).padStart(4, '0')}`,
        Home: '',
        AccountNumber: `A${i}`,
        TimeZone: 'America/New_York'
      }
    }
  })

describeOnDatabases('the contact-lists API', kind => {
  const app = useCampaignsFixture(kind)
  beforeEach(() => app().reset())

  const get = async <T>(email: string, path: string) =>
    app().request<T>('GET', path, { token: await app().tokenFor(email) })
  const add = async (email: string, listId: string, batch: unknown) =>
    app().request('POST', `/api/contact-lists/${listId}/contacts`, {
      token: await app().tokenFor(email),
      body: { data: batch }
    })
  const sizeOf = async (listId: string) =>
    (await get<ContactListDetail>(AVERY, `/api/contact-lists/${listId}`)).json.contactList.size

  it('lists the organisation’s lists with their sizes and the campaigns that dial them, paged and sorted', async () => {
    const answer = await get<ContactListsAnswer>(AVERY, '/api/contact-lists?pageSize=100')
    expect(answer.status).toBe(200)
    const names = answer.json.contactLists.map(list => list.name)
    expect(names).toContain(pilotA.name)
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }))
    )
    const pilot = answer.json.contactLists.find(list => list.id === pilotA.id)
    expect(pilot?.campaigns.map(campaign => campaign.id)).toContain(knownCampaigns.offPower)
    expect(pilot?.size).toBeGreaterThan(0)
    expect(answer.json.total).toBe(answer.json.contactLists.length)
    // Northwind's lists are Northwind's
    expect(names.some(name => /northwind/i.test(name))).toBe(false)

    const bySize = await get<ContactListsAnswer>(AVERY, '/api/contact-lists?sort=size:desc&pageSize=3')
    const sizes = bySize.json.contactLists.map(list => list.size)
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
    expect(bySize.json.params).toMatchObject({ sort: 'size:desc', pageSize: 3, page: 1 })

    const unused = await get<ContactListsAnswer>(AVERY, '/api/contact-lists?usage=unused&pageSize=100')
    expect(unused.json.contactLists.every(list => list.campaigns.length === 0)).toBe(true)
    expect(unused.json.allData).toContainEqual({ field: 'usage', value: 'unused', count: unused.json.total })
  })

  it.each([['pageSize=101'], ['usage=busy'], ['sort=size:up'], ['extra=1'], ['q=' + 'x'.repeat(101)]])(
    'refuses ?%s with a 400 that says why',
    async query => {
      const answer = await get<{ code: string; message: string }>(AVERY, `/api/contact-lists?${query}`)
      expect(answer.status).toBe(400)
      expect(answer.json.code).toBe('request.invalid')
      expect(answer.json.message).not.toBe('')
    }
  )

  it('keeps organisations apart: another organisation’s list is not found', async () => {
    const answer = await get<{ code: string }>(NINA, `/api/contact-lists/${pilotA.id}`)
    expect(answer.status).toBe(404)
    expect(answer.json.code).toBe('contactList.not_found')
  })

  it('adds a batch of 1,000; sending it again adds nobody twice; 1,001 is refused before any platform call', async () => {
    const before = await sizeOf(pilotA.id)
    const batch = contacts(1_000)
    expect((await add(AVERY, pilotA.id, batch)).status).toBe(200)
    expect(await sizeOf(pilotA.id)).toBe(before + 1_000)
    expect((await add(AVERY, pilotA.id, batch)).status).toBe(200)
    expect(await sizeOf(pilotA.id)).toBe(before + 1_000)

    await app().resetCalls()
    const tooMany = await add(AVERY, pilotA.id, contacts(1_001))
    expect(tooMany.status).toBe(400)
    expect(tooMany.json).toMatchObject({ code: 'request.invalid', message: expect.stringContaining('1000') })
    expect((await app().calls()).byRoute[CONTACTS_ROUTE] ?? 0).toBe(0)
  })

  it('absorbs a storm of 429s during an import, and a batch that failed midway is sent again without duplicates', async () => {
    const before = await sizeOf(pilotA.id)
    const path = `/api/v2/outbound/contactlists/${pilotA.id}/contacts`
    await addFault(app().emulator.url, { method: 'POST', path, status: 429, times: 2 })
    expect((await add(AVERY, pilotA.id, contacts(500))).status).toBe(200)

    await addFault(app().emulator.url, { method: 'POST', path, status: 503, times: 1 })
    const failed = await add(AVERY, pilotA.id, contacts(500, 500))
    expect(failed.status).toBe(502)
    expect(await sizeOf(pilotA.id)).toBe(before + 500)
    // resumed: the whole import again, the same ids
    expect((await add(AVERY, pilotA.id, contacts(1_000))).status).toBe(200)
    expect(await sizeOf(pilotA.id)).toBe(before + 1_000)

    const { db } = await getDatabase()
    const audit = await db
      .selectFrom('audit_trail')
      .select([
        'org_id',
        'object_kind as list_kind',
        'object_id as list_id',
        'action',
        'outcome',
        'count',
        'detail',
        'actor_email'
      ])
      .where('object_kind', 'in', ['contact_list', 'dnc_list'])
      .orderBy('created_at')
      .execute()
    expect(audit.map(entry => [entry.action, entry.outcome, entry.count, entry.detail])).toEqual([
      ['contacts_imported', 'succeeded', 500, null],
      ['contacts_imported', 'failed', 500, 'platform.unavailable'],
      ['contacts_imported', 'succeeded', 1_000, null]
    ])
    expect(audit[0]).toMatchObject({
      org_id: DEMO_ORG,
      list_id: pilotA.id,
      actor_email: AVERY,
      list_kind: 'contact_list'
    })
  })

  it('answers the app role and the Genesys permission: a client reads but may not import; Vic lacks contact:add', async () => {
    await app().tokenFor(SAM)
    await app().setRole(DEMO_ORG, SAM, 'client')
    expect((await get(SAM, '/api/contact-lists')).status).toBe(200)
    const byClient = await add(SAM, pilotA.id, contacts(1))
    expect(byClient.status).toBe(403)

    await app().resetCalls()
    const byVic = await add(VIC, pilotA.id, contacts(1))
    expect(byVic.status).toBe(403)
    expect(byVic.json).toMatchObject({
      code: 'platform.missing_permission',
      permission: 'outbound:contact:add'
    })
    expect((await app().calls()).byRoute[CONTACTS_ROUTE] ?? 0).toBe(0)
    const detail = await get<ContactListDetail>(VIC, `/api/contact-lists/${pilotA.id}`)
    expect(detail.json.capabilities.import).toEqual({
      allowed: false,
      reason: 'platform',
      permission: 'outbound:contact:add'
    })
  })

  it('searches a list’s contacts, page by page, and removes one', async () => {
    await add(AVERY, pilotA.id, contacts(30))
    const found = await get<ContactsAnswer>(
      AVERY,
      `/api/contact-lists/${pilotA.id}/contacts?q=First2&pageSize=5`
    )
    expect(found.status).toBe(200)
    // First2, First20…First29
    expect(found.json.total).toBe(11)
    expect(found.json.contacts).toHaveLength(5)
    expect(found.json.contacts.every(contact => contact.data.FirstName?.startsWith('First2'))).toBe(true)

    const removed = await app().request('DELETE', `/api/contact-lists/${pilotA.id}/contacts`, {
      token: await app().tokenFor(AVERY),
      body: { data: ['import-2'] }
    })
    expect(removed.status).toBe(200)
    const after = await get<ContactsAnswer>(
      AVERY,
      `/api/contact-lists/${pilotA.id}/contacts?q=First2&pageSize=5`
    )
    expect(after.json.total).toBe(10)
  })

  it('exports a list as CSV with its columns, and a search result alone', async () => {
    const list = pilotA
    await add(AVERY, list.id, contacts(3))
    const whole = await app().request('GET', `/api/contact-lists/${list.id}/export`, {
      token: await app().tokenFor(AVERY)
    })
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(whole.headers.get('content-disposition')).toContain('attachment')
    const lines = whole.text.trim().split(/\r?\n/)
    expect(lines[0]).toContain('FirstName')
    expect(lines.length - 1).toBe(await sizeOf(list.id))

    const search = await app().request('GET', `/api/contact-lists/${list.id}/export?q=First1`, {
      token: await app().tokenFor(AVERY)
    })
    expect(search.text.trim().split(/\r?\n/)).toEqual([
      'FirstName,LastName,Cell,Home,AccountNumber,TimeZone',
      'First1,Last1,+12025551001,,A1,America/New_York'
    ])
  })

  it('creates a list from a file’s header, refusing bad columns with a 400 that names them', async () => {
    const token = await app().tokenFor(AVERY)
    const created = await app().request<ContactListRow>('POST', '/api/contact-lists', {
      token,
      body: {
        data: {
          name: 'Spring leads',
          columnNames: ['First', 'Last', 'Mobile'],
          phoneColumns: [{ columnName: 'Mobile', type: 'cell' }]
        }
      }
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      name: 'Spring leads',
      size: 0,
      columnNames: ['First', 'Last', 'Mobile']
    })
    const listed = await get<ContactListsAnswer>(AVERY, '/api/contact-lists?q=spring%20leads')
    expect(listed.json.contactLists.map(list => list.id)).toEqual([created.json.id])

    const twice = await app().request<{ message: string }>('POST', '/api/contact-lists', {
      token,
      body: {
        data: { name: 'X', columnNames: ['A', 'a'], phoneColumns: [{ columnName: 'A', type: 'cell' }] }
      }
    })
    expect(twice.status).toBe(400)
    expect(twice.json.message).toContain('named twice')
    const noPhone = await app().request<{ message: string }>('POST', '/api/contact-lists', {
      token,
      body: { data: { name: 'X', columnNames: ['A'], phoneColumns: [{ columnName: 'B', type: 'cell' }] } }
    })
    expect(noPhone.json.message).toContain('B is not one of the list')

    await app().tokenFor(SAM)
    // Sam supervises (the app's role allows it) but his Genesys user may not add lists
    const bySam = await app().request('POST', '/api/contact-lists', {
      token: await app().tokenFor(SAM),
      body: { data: { name: 'Mine', columnNames: ['A'], phoneColumns: [{ columnName: 'A', type: 'cell' }] } }
    })
    expect(bySam.status).toBe(403)
    expect(bySam.json).toMatchObject({ permission: 'outbound:contactList:add' })
  })
})
