/**
 * The official SDK's OutboundApi on do-not-call lists against the emulator: the seeded lists, create, read,
 * version-checked update, delete refused while attached, phone numbers (add with expiry, patch add/remove,
 * delete expired), export, and the dialer skipping numbers on a campaign's DNC lists (counted in
 * numberOfContactsSkipped) as the clock moves. Permissions and organisation isolation too.
 */
import Papa from 'papaparse'
import platformClient from 'purecloud-platform-client-v2'
import { DNC_SEEDED_POSITIONS, seedDncLists } from '../../emulator/src/outbound/contacts/seedDncLists'
import { knownCampaigns, seedContactLists } from '../../emulator/src/outbound/seedOutbound'
import { seedDivisions, seedUsers } from '../../emulator/src/seed'
import { failureOf, START, setUpSdkContract } from './support/sdkContract'

const t = setUpSdkContract()
const DNC = 'ININ-OUTBOUND-ON-DO-NOT-CALL-LIST'
const outbound = () => new platformClient.OutboundApi()

const newDncList = (name = 'Contract – Complaints') =>
  outbound().postOutboundDnclists({ name, dncSourceType: 'rds', contactMethod: 'Phone' })

const sizeOf = async (id: string) => (await outbound().getOutboundDnclist(id, { includeSize: true })).size

/** The numbers of a DNC list, from its export. */
async function exportedNumbers(id: string): Promise<Record<string, string>[]> {
  await outbound().postOutboundDnclistExport(id)
  const { uri } = await outbound().getOutboundDnclistExport(id)
  const text = await (await fetch(uri!, { headers: { Authorization: `Bearer ${t.token}` } })).text()
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data
}

/** The first `count` contacts of a list, in dialing order (search pages of 100, without sorts). */
async function dialingOrder(listId: string, count: number) {
  const contacts: platformClient.Models.DialerContact[] = []
  for (let pageNumber = 1; contacts.length < count; pageNumber++) {
    const page = await outbound().postOutboundContactlistContactsSearch(listId, { pageNumber, pageSize: 100 })
    contacts.push(...page.entities!)
  }
  return contacts.slice(0, count)
}

describe('DNC lists', () => {
  test('the seed: two internal lists of Demo, one attached to an on campaign', async () => {
    const lists = await outbound().getOutboundDnclists({ includeSize: true, includeImportStatus: true })
    expect(lists.entities!.map(l => [l.name, l.dncSourceType, l.contactMethod, l.size])).toEqual([
      ['Customer opt-outs', 'rds', 'Phone', 7],
      ['Regulatory (national registry)', 'rds', 'Phone', 13]
    ])
    expect(lists.entities![0]).toMatchObject({
      id: seedDncLists.optOuts.id,
      importStatus: { state: 'IN_PROGRESS', totalRecords: 7, completedRecords: 7, percentComplete: 100 },
      division: { id: seedDivisions.democcHome.id },
      selfUri: `/api/v2/outbound/dnclists/${seedDncLists.optOuts.id}`
    })
    expect((await outbound().getOutboundDnclists({ name: 'regul' })).entities!.map(l => l.id)).toEqual([
      seedDncLists.regulatory.id
    ])
    const campaign = await outbound().getOutboundCampaign(knownCampaigns.onWithDncLists)
    expect(campaign.dncLists).toEqual([
      {
        id: seedDncLists.optOuts.id,
        name: 'Customer opt-outs',
        selfUri: `/api/v2/outbound/dnclists/${seedDncLists.optOuts.id}`
      },
      expect.objectContaining({ id: seedDncLists.regulatory.id })
    ])
    const attached = await outbound().getOutboundCampaigns({ dncListIds: seedDncLists.optOuts.id })
    expect(attached.entities!.map(c => c.id)).toEqual([knownCampaigns.onWithDncLists])

    await t.signInAs(seedUsers.nina.email)
    expect((await outbound().getOutboundDnclists()).total).toBe(0)
  })

  test('create, read, update with the version (stale: 409), delete; names are unique; bad bodies are 400', async () => {
    const created = await newDncList()
    expect(created).toMatchObject({
      name: 'Contract – Complaints',
      version: 1,
      dncSourceType: 'rds',
      contactMethod: 'Phone'
    })
    const updated = await outbound().putOutboundDnclist(created.id!, {
      ...created,
      name: 'Contract – Renamed'
    })
    expect(updated).toMatchObject({ name: 'Contract – Renamed', version: 2 })
    const stale = await failureOf(outbound().putOutboundDnclist(created.id!, { ...created, name: 'Lost' }))
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('general.conflict')

    const taken = await failureOf(newDncList('customer OPT-OUTS'))
    expect(taken.body.code).toBe('name.already.exists')
    const bad = await failureOf(
      outbound().postOutboundDnclists({ name: 'Contract – Bad', dncSourceType: 'fax' })
    )
    expect(bad.status).toBe(400)
    expect(bad.body.details).toEqual([expect.objectContaining({ fieldName: 'dncSourceType' })])

    await outbound().deleteOutboundDnclist(created.id!)
    expect((await failureOf(outbound().getOutboundDnclist(created.id!))).status).toBe(404)
  })

  test('a list attached to a campaign cannot be deleted; a campaign cannot name an unknown list', async () => {
    const refused = await failureOf(outbound().deleteOutboundDnclist(seedDncLists.optOuts.id))
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      code: 'referential.integrity.error',
      message: expect.stringContaining('Debt Recovery – East')
    })
    const current = await outbound().getOutboundCampaign(knownCampaigns.offPower)
    const unknown = await failureOf(
      outbound().putOutboundCampaign(knownCampaigns.offPower, {
        ...current,
        dncLists: [{ id: 'no-such-list' }]
      })
    )
    expect(unknown.status).toBe(400)
    expect(unknown.body.details).toEqual([
      expect.objectContaining({ fieldName: 'dncLists[0]', errorCode: 'not.found' })
    ])
  })
})

describe('phone numbers', () => {
  test('add (normalised to E.164, at most 1,000), patch remove and add, export them', async () => {
    const list = await newDncList()
    await outbound().postOutboundDnclistPhonenumbers(list.id!, ['+1 (415) 555-0100', '+44 7400 123456'], {
      expirationDateTime: '2026-12-31T23:59Z'
    })
    expect(await sizeOf(list.id!)).toBe(2)
    expect(await exportedNumbers(list.id!)).toEqual([
      { PhoneNumber: '+14155550100', ExpirationDateTime: '2026-12-31T23:59:00.000Z' },
      { PhoneNumber: '+447400123456', ExpirationDateTime: '2026-12-31T23:59:00.000Z' }
    ])

    const many = Array.from({ length: 1_001 }, (_, i) => `+1212555${String(i).padStart(4, '0')}`)
    const tooMany = await failureOf(outbound().postOutboundDnclistPhonenumbers(list.id!, many))
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.limit).toMatchObject({ value: 1_000 })
    await outbound().postOutboundDnclistPhonenumbers(list.id!, many.slice(0, 1_000))
    expect(await sizeOf(list.id!)).toBe(1_002)
    const notNumbers = await failureOf(
      outbound().postOutboundDnclistPhonenumbers(list.id!, ['call me maybe'])
    )
    expect(notNumbers.status).toBe(400)

    await outbound().patchOutboundDnclistPhonenumbers(list.id!, {
      action: 'Remove',
      phoneNumbers: ['+14155550100', ...many.slice(0, 999)]
    })
    expect(await exportedNumbers(list.id!)).toEqual([
      { PhoneNumber: '+447400123456', ExpirationDateTime: '2026-12-31T23:59:00.000Z' },
      { PhoneNumber: many[999], ExpirationDateTime: '' }
    ])
    await outbound().patchOutboundDnclistPhonenumbers(list.id!, {
      action: 'Add',
      phoneNumbers: ['+33 6 12 34 56 78'],
      expirationDateTime: '2026-04-01T08:00Z'
    })
    expect(await sizeOf(list.id!)).toBe(3)
    expect(await outbound().getOutboundDnclistImportstatus(list.id!)).toMatchObject({
      state: 'IN_PROGRESS',
      totalRecords: 1,
      percentComplete: 100
    })

    // the expired one goes with expiredOnly; then everything
    await outbound().deleteOutboundDnclistPhonenumbers(list.id!, { expiredOnly: true })
    expect(await sizeOf(list.id!)).toBe(2)
    await outbound().deleteOutboundDnclistPhonenumbers(list.id!)
    expect(await sizeOf(list.id!)).toBe(0)
  })

  test('only internal lists of phone numbers take numbers', async () => {
    const external = await outbound().postOutboundDnclists({
      name: 'Contract – dnc.com',
      dncSourceType: 'dnc.com',
      loginId: 'democc'
    })
    const failure = await failureOf(
      outbound().postOutboundDnclistPhonenumbers(external.id!, ['+14155550100'])
    )
    expect(failure.status).toBe(400)
    expect(failure.body.message).toMatch(/internal/)
  })
})

describe('the dialer skips numbers on the campaign’s DNC lists', () => {
  test('the seeded campaign has skipped the seeded numbers it reached; called + skipped = reached', async () => {
    const skippedBy = (reached: number) =>
      [...DNC_SEEDED_POSITIONS.optOuts, ...DNC_SEEDED_POSITIONS.regulatory].filter(p => p < reached).length
    expect(await outbound().getOutboundCampaignProgress(knownCampaigns.onWithDncLists)).toMatchObject({
      totalNumberOfContacts: 2_150,
      numberOfContactsCalled: 344 - skippedBy(344),
      numberOfContactsSkipped: { [DNC]: skippedBy(344) },
      percentage: 16
    })
    t.now += 180_000 // 360 more at 2 per second
    expect(await outbound().getOutboundCampaignProgress(knownCampaigns.onWithDncLists)).toMatchObject({
      numberOfContactsCalled: 704 - skippedBy(704),
      numberOfContactsSkipped: { [DNC]: skippedBy(704) },
      percentage: 32
    })
    expect(skippedBy(704)).toBe(7)
  })

  test('a number added to an attached list is skipped from then on, until it expires', async () => {
    const order = await dialingOrder(seedContactLists.pilotA.id, 200)
    const list = await newDncList()
    // position 5 is reached 3 s after the start, position 150 after 75.5 s; the second expires at 60 s
    await outbound().postOutboundDnclistPhonenumbers(list.id!, [order[5]!.data.Cell!])
    await outbound().postOutboundDnclistPhonenumbers(list.id!, [order[150]!.data.Cell!], {
      expirationDateTime: '2026-04-01T09:01Z'
    })
    const campaign = await outbound().getOutboundCampaign(knownCampaigns.offPower)
    await outbound().putOutboundCampaign(knownCampaigns.offPower, {
      ...campaign,
      dncLists: [{ id: list.id }]
    })
    await outbound().postOutboundCampaignStart(knownCampaigns.offPower)

    t.now += 100_000 // 200 reached
    expect(await outbound().getOutboundCampaignProgress(knownCampaigns.offPower)).toMatchObject({
      numberOfContactsCalled: 199,
      numberOfContactsSkipped: { [DNC]: 1 },
      totalNumberOfContacts: 300,
      percentage: 66
    })
    const after = await dialingOrder(seedContactLists.pilotA.id, 200)
    expect(after[5]!.callRecords!.Cell).toEqual({
      lastAttempt: new Date(START + 3_000).toISOString(),
      lastResult: DNC
    })
    expect(after[150]!.callRecords!.Cell!.lastResult).not.toBe(DNC)

    // a number added now does not un-call the contacts already called
    await outbound().patchOutboundDnclistPhonenumbers(list.id!, {
      action: 'Add',
      phoneNumbers: [order[10]!.data.Cell!]
    })
    expect(
      (await outbound().getOutboundCampaignProgress(knownCampaigns.offPower)).numberOfContactsSkipped
    ).toEqual({
      [DNC]: 1
    })
  })
})

describe('permissions and isolation', () => {
  test('Sam reads DNC lists but may not change them or their numbers; Vic may not create one', async () => {
    await t.signInAs(seedUsers.sam.email)
    expect((await outbound().getOutboundDnclists()).total).toBe(2)
    const add = await failureOf(
      outbound().postOutboundDnclistPhonenumbers(seedDncLists.optOuts.id, ['+14155550100'])
    )
    expect(add.status).toBe(403)
    expect(add.body.message).toContain('outbound:dnc:add')

    await t.signInAs(seedUsers.vic.email)
    const create = await failureOf(newDncList())
    expect(create.status).toBe(403)
    expect(create.body.message).toContain('outbound:dncList:add')
  })

  test('Nina (Northwind) gets 404 for Demo’s DNC list, its numbers and its export', async () => {
    await t.signInAs(seedUsers.nina.email)
    for (const call of [
      () => outbound().getOutboundDnclist(seedDncLists.optOuts.id),
      () => outbound().postOutboundDnclistPhonenumbers(seedDncLists.optOuts.id, ['+14155550100']),
      () => outbound().postOutboundDnclistExport(seedDncLists.optOuts.id),
      () => outbound().deleteOutboundDnclist(seedDncLists.regulatory.id)
    ]) {
      const failure = await failureOf(call())
      expect(failure.status).toBe(404)
    }
  })
})
