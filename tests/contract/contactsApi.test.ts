/**
 * The official SDK's OutboundApi on the contacts of contact lists against the emulator: add up to 1,000 at once,
 * update by id, read one or several, search, update, delete; the seeded lists' generated contacts; and the
 * dialer writing call records on the contacts it reaches (the n-th contact called is the n-th of the list),
 * skipping uncallable ones. The clock is moved, never waited for.
 */
import { knownCampaigns, seedContactLists } from '../../emulator/src/outbound/seedOutbound'
import { contact, contacts, firstContacts, newList, outbound } from './support/contactLists'
import { failureOf, START, setUpSdkContract } from './support/sdkContract'

const t = setUpSdkContract()

describe('contacts', () => {
  test('add up to 1,000 at once (1,001 is 400); the size and the import status follow', async () => {
    const list = await newList()
    const added = await outbound().postOutboundContactlistContacts(list.id!, contacts(list.id!, 1_000))
    expect(added).toHaveLength(1_000)
    expect(added[0]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      contactListId: list.id,
      data: contact(list.id!, 0).data,
      callable: true,
      phoneNumberStatus: { Phone: { callable: true } },
      selfUri: `/api/v2/outbound/contactlists/${list.id}/contacts/${added[0]!.id}`
    })
    const sized = await outbound().getOutboundContactlist(list.id!, { includeSize: true })
    expect(sized.size).toBe(1_000)
    // a finished import stays IN_PROGRESS at 100 % (the SDK documents no other state)
    expect(await outbound().getOutboundContactlistImportstatus(list.id!)).toEqual({
      state: 'IN_PROGRESS',
      totalRecords: 1_000,
      completedRecords: 1_000,
      percentComplete: 100
    })

    const tooMany = await failureOf(
      outbound().postOutboundContactlistContacts(list.id!, contacts(list.id!, 1_001))
    )
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.limit).toMatchObject({ value: 1_000 })
    expect((await outbound().getOutboundContactlist(list.id!, { includeSize: true })).size).toBe(1_000)
  })

  test('data may only use the list’s columns, and a contact names the list it is written to', async () => {
    const list = await newList()
    const failure = await failureOf(
      outbound().postOutboundContactlistContacts(list.id!, [
        contact(list.id!, 1),
        { contactListId: list.id!, data: { FirstName: 'Ann', Email: 'ann@example.com' } },
        { ...contact(list.id!, 2), contactListId: seedContactLists.pilotA.id }
      ])
    )
    expect(failure.status).toBe(400)
    expect(failure.body.code).toBe('invalid.property')
    expect(failure.body.details.map(d => d.fieldName)).toEqual(['[1].data.Email', '[2].contactListId'])
    expect((await outbound().getOutboundContactlist(list.id!, { includeSize: true })).size).toBe(0)
  })

  test('a contact whose id exists is updated, not added again', async () => {
    const list = await newList()
    const [first] = await outbound().postOutboundContactlistContacts(list.id!, [contact(list.id!, 1)])
    const again = await outbound().postOutboundContactlistContacts(list.id!, [
      {
        ...contact(list.id!, 1),
        id: first!.id,
        data: { ...contact(list.id!, 1).data, FirstName: 'Renamed' }
      },
      contact(list.id!, 2)
    ])
    expect(again.map(c => c.id)[0]).toBe(first!.id)
    expect(again[0]!.data.FirstName).toBe('Renamed')
    expect((await outbound().getOutboundContactlist(list.id!, { includeSize: true })).size).toBe(2)
  })

  test('read one, several (bulk: in the order asked, unknown ids left out), update one, delete some', async () => {
    const list = await newList()
    const added = await outbound().postOutboundContactlistContacts(list.id!, contacts(list.id!, 5))
    const [a, b, c, d] = added.map(x => x.id!)

    expect(await outbound().getOutboundContactlistContact(list.id!, b!)).toEqual(added[1])
    const bulk = await outbound().postOutboundContactlistContactsBulk(list.id!, [c!, 'no-such-contact', a!])
    expect(bulk.map(x => x.id)).toEqual([c, a])

    const updated = await outbound().putOutboundContactlistContact(list.id!, b!, {
      ...added[1]!,
      data: { ...added[1]!.data, Zip: '10001' },
      callable: false
    })
    expect(updated).toMatchObject({ id: b, callable: false, data: { Zip: '10001' } })
    const badUpdate = await failureOf(
      outbound().putOutboundContactlistContact(list.id!, b!, { contactListId: list.id!, data: { Nope: 'x' } })
    )
    expect(badUpdate.status).toBe(400)

    await outbound().deleteOutboundContactlistContacts(list.id!, [a!, c!, 'unknown'])
    await outbound().deleteOutboundContactlistContact(list.id!, d!)
    expect((await outbound().getOutboundContactlist(list.id!, { includeSize: true })).size).toBe(2)
    expect((await failureOf(outbound().getOutboundContactlistContact(list.id!, a!))).status).toBe(404)
  })

  test('search: criteria on the data, sorts, and the platform’s paging', async () => {
    const list = await newList()
    await outbound().postOutboundContactlistContacts(list.id!, contacts(list.id!, 60))
    const smiths = await outbound().postOutboundContactlistContactsSearch(list.id!, {
      pageNumber: 2,
      pageSize: 10,
      criteria: {
        filterType: 'AND',
        clauses: [
          { filterType: 'AND', predicates: [{ column: 'LastName', operator: 'EQUALS', value: 'smith' }] }
        ]
      },
      contactSorts: [{ fieldName: 'Zip', direction: 'DESC', numeric: true }]
    })
    expect(smiths).toMatchObject({ total: 30, contactsCount: 30, pageCount: 3, pageNumber: 2, pageSize: 10 })
    expect(smiths.entities).toHaveLength(10)
    expect(smiths.entities!.every(x => x.data.LastName === 'Smith')).toBe(true)
    const zips = smiths.entities!.map(x => Number(x.data.Zip))
    expect(zips).toEqual([...zips].sort((x, y) => y - x))
    expect(smiths.nextUri).toMatch(/pageNumber=3/)

    const unknownColumn = await failureOf(
      outbound().postOutboundContactlistContactsSearch(list.id!, {
        pageNumber: 1,
        pageSize: 10,
        criteria: { clauses: [{ predicates: [{ column: 'Email', operator: 'CONTAINS', value: 'x' }] }] }
      })
    )
    expect(unknownColumn.status).toBe(400)
  })

  test('search operators are the SDK’s upper-case values: another case is 400 naming the operator', async () => {
    const list = await newList()
    await outbound().postOutboundContactlistContacts(list.id!, contacts(list.id!, 4))
    const search = (operator: string) =>
      outbound().postOutboundContactlistContactsSearch(list.id!, {
        pageNumber: 1,
        pageSize: 10,
        criteria: { clauses: [{ predicates: [{ column: 'FirstName', operator, value: 'first1' }] }] }
      })
    expect((await search('CONTAINS')).entities!.map(x => x.data.FirstName)).toEqual(['First1'])
    const lower = await failureOf(search('contains'))
    expect(lower.status).toBe(400)
    expect(lower.body.details.map(d => d.fieldName)).toEqual(['criteria.clauses[0].predicates[0].operator'])
  })

  test('seeded lists have their size in realistic, deterministic contacts in E.164', async () => {
    const page = await outbound().postOutboundContactlistContactsSearch(seedContactLists.arrears30.id, {
      pageNumber: 1,
      pageSize: 100
    })
    expect(page.total).toBe(4_350)
    for (const entry of page.entities!) {
      expect(entry.data.Cell).toMatch(/^\+(1|44|33|49|34)\d{8,11}$/)
      expect(entry.data.FirstName).toMatch(/^\p{L}+$/u)
      expect(entry.data.TimeZone).toMatch(/^(America|Europe)\//)
    }
    expect(new Set(page.entities!.map(e => e.data.TimeZone)).size).toBeGreaterThan(3)
    await t.reset()
    const again = await outbound().postOutboundContactlistContactsSearch(seedContactLists.arrears30.id, {
      pageNumber: 1,
      pageSize: 100
    })
    expect(again.entities).toEqual(page.entities)
  })
})

describe('the dialer marks the contacts it reaches', () => {
  test('the n-th contact called is the n-th of the list; call records say when and how', async () => {
    await outbound().postOutboundCampaignStart(knownCampaigns.offPower) // 2 contacts per second
    t.now += 10_000
    const order = await firstContacts(seedContactLists.pilotA.id, 25)
    expect(order.slice(0, 20).every(c => c.callRecords?.Cell?.lastResult?.startsWith('ININ-OUTBOUND-'))).toBe(
      true
    )
    expect(order.slice(20).every(c => c.callRecords === undefined)).toBe(true)
    // the 1st contact was reached half a second after the start, the 20th at 10 s
    expect(order[0]!.callRecords!.Cell!.lastAttempt).toBe(new Date(START + 500).toISOString())
    expect(order[19]!.callRecords!.Cell!.lastAttempt).toBe(new Date(START + 10_000).toISOString())
    const progress = await outbound().getOutboundCampaignProgress(knownCampaigns.offPower)
    expect(progress).toMatchObject({
      numberOfContactsCalled: 20,
      totalNumberOfContacts: 300,
      numberOfContactsSkipped: {}
    })
  })

  test('an uncallable contact is skipped, and counted as such', async () => {
    const order = await firstContacts(seedContactLists.pilotA.id, 5)
    await outbound().putOutboundContactlistContact(seedContactLists.pilotA.id, order[2]!.id!, {
      ...order[2]!,
      callable: false
    })
    await outbound().postOutboundCampaignStart(knownCampaigns.offPower)
    t.now += 5_000
    expect(await outbound().getOutboundCampaignProgress(knownCampaigns.offPower)).toMatchObject({
      numberOfContactsCalled: 9,
      numberOfContactsSkipped: { 'ININ-OUTBOUND-CONTACT-UNCALLABLE-SKIPPED': 1 },
      percentage: 3
    })
  })
})
