/**
 * The official SDK's OutboundApi on contact lists against the emulator: the lists themselves (create, read,
 * version-checked update, delete refused while a campaign uses them, listing, clear), exports and their
 * download, the import status (also as a notification), permissions, organisation isolation and the rate limit.
 * Contacts are in contactsApi.test.ts.
 */
import Papa from 'papaparse'
import platformClient from 'purecloud-platform-client-v2'
import WebSocket from 'ws'
import { createEmulator } from '../../emulator/src/createEmulator'
import {
  seedContactLists,
  seedQueues,
  seedScripts,
  knownCampaigns
} from '../../emulator/src/outbound/seedOutbound'
import { seedDivisions, seedUsers } from '../../emulator/src/seed'
import { issueTestToken } from '../../emulator/src/testing/signIn'
import { COLUMNS, contact, contacts, firstContacts, newList, outbound } from './support/contactLists'
import { failureOf, START, setUpSdkContract } from './support/sdkContract'

const t = setUpSdkContract()

describe('contact lists', () => {
  test('create, read with size and import status, update with the version (stale: 409), delete', async () => {
    const created = await newList()
    expect(created).toMatchObject({
      name: 'Contract – Spring leads',
      version: 1,
      columnNames: COLUMNS,
      phoneColumns: [{ columnName: 'Phone', type: 'cell' }],
      zipCodeColumnName: 'Zip',
      division: { id: seedDivisions.democcSales.id, name: 'Sales' },
      selfUri: `/api/v2/outbound/contactlists/${created.id}`
    })
    expect(created.size).toBeUndefined()

    const read = await outbound().getOutboundContactlist(created.id!, {
      includeSize: true,
      includeImportStatus: true
    })
    // never imported into: no import status, and none to read
    expect(read.size).toBe(0)
    expect(read.importStatus).toBeUndefined()
    expect((await failureOf(outbound().getOutboundContactlistImportstatus(created.id!))).status).toBe(404)

    t.now += 60_000
    const updated = await outbound().putOutboundContactlist(created.id!, {
      ...created,
      name: 'Contract – Renamed'
    })
    expect(updated).toMatchObject({
      name: 'Contract – Renamed',
      version: 2,
      dateModified: new Date(t.now).toISOString()
    })

    const stale = await failureOf(
      outbound().putOutboundContactlist(created.id!, { ...created, name: 'Lost' })
    )
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('general.conflict')

    const phones = await failureOf(
      outbound().putOutboundContactlist(created.id!, {
        ...updated,
        phoneColumns: [{ columnName: 'Zip', type: 'home' }]
      })
    )
    expect(phones.status).toBe(400)
    expect(phones.body.code).toBe('cannot.update.phone.columns')

    await outbound().deleteOutboundContactlist(created.id!)
    expect((await failureOf(outbound().getOutboundContactlist(created.id!))).status).toBe(404)
  })

  test('a body whose columns do not add up is 400 invalid.property naming each field; names are unique', async () => {
    const failure = await failureOf(
      outbound().postOutboundContactlists({
        name: 'Contract – Bad',
        columnNames: ['Name', 'Phone', 'phone'],
        phoneColumns: [{ columnName: 'Mobile', type: 'cell' }],
        previewModeColumnName: 'Nope'
      })
    )
    expect(failure.status).toBe(400)
    expect(failure.body.code).toBe('invalid.property')
    expect(failure.body.details.map(d => d.fieldName).sort()).toEqual([
      'columnNames[2]',
      'phoneColumns[0].columnName',
      'previewModeColumnName'
    ])

    const taken = await failureOf(newList('vip accounts'))
    expect(taken.status).toBe(400)
    expect(taken.body.code).toBe('name.already.exists')
  })

  test('deleting a list is refused while a campaign uses it, whatever its status', async () => {
    const running = await failureOf(outbound().deleteOutboundContactlist(seedContactLists.broadband.id))
    expect(running.status).toBe(400)
    expect(running.body).toMatchObject({
      code: 'referential.integrity.error',
      message: expect.stringContaining('Premium Upgrade Push')
    })

    const list = await newList()
    const campaign = await outbound().postOutboundCampaigns({
      name: 'Contract – Uses the list',
      dialingMode: 'preview',
      contactList: { id: list.id },
      phoneColumns: [{ columnName: 'Phone', type: 'cell' }],
      queue: { id: seedQueues.sales.id },
      script: { id: seedScripts.salesPitch.id },
      callerName: 'Demo Sales',
      callerAddress: '+35315550120'
    })
    expect((await failureOf(outbound().deleteOutboundContactlist(list.id!))).status).toBe(400)
    await outbound().deleteOutboundCampaign(campaign.id!)
    await outbound().deleteOutboundContactlist(list.id!)
  })

  test('listing: name, division, sort, includeSize and includeImportStatus; another org sees its own', async () => {
    const created = await newList()
    t.now += 1_000
    const newest = await bodyOfList({ sortBy: 'dateCreated', sortOrder: 'descending', includeSize: true })
    expect(newest.entities![0]).toMatchObject({ id: created.id, size: 0 })
    expect(newest.total).toBe(14)

    const pilots = await bodyOfList({ name: 'pilot', includeImportStatus: true, pageSize: 2 })
    expect(pilots).toMatchObject({ total: 5, pageCount: 3, pageSize: 2 })
    expect(pilots.entities![0]).toMatchObject({
      name: 'Pilot – Sample A',
      importStatus: { state: 'IN_PROGRESS', totalRecords: 300, completedRecords: 300, percentComplete: 100 }
    })

    const collections = await bodyOfList({ divisionId: [seedDivisions.democcCollections.id] })
    expect(collections.entities!.map(l => l.name)).toEqual([
      'Arrears 30–60 Days',
      'Arrears 60+ Days',
      'Pilot – Sample C'
    ])

    await t.signInAs(seedUsers.nina.email)
    expect((await bodyOfList({})).total).toBe(3)
  })

  test('clear empties the list: its size and its campaigns’ totals follow', async () => {
    await outbound().postOutboundContactlistClear(seedContactLists.pilotA.id)
    const list = await outbound().getOutboundContactlist(seedContactLists.pilotA.id, { includeSize: true })
    expect(list.size).toBe(0)
    const progress = await outbound().getOutboundCampaignProgress(knownCampaigns.offPower)
    expect(progress).toMatchObject({ totalNumberOfContacts: 0, numberOfContactsCalled: 0 })
  })
})

const bodyOfList = (opts: platformClient.OutboundApi.getOutboundContactlistsOptions) =>
  outbound().getOutboundContactlists(opts)

describe('export', () => {
  test('POST export, GET its uri, download the CSV: the columns and the contacts as they were added', async () => {
    const list = await newList()
    const written = [
      contact(list.id!, 1),
      { ...contact(list.id!, 2), data: { ...contact(list.id!, 2).data, FirstName: 'Anne, "Annie"' } },
      contact(list.id!, 3)
    ]
    const added = await outbound().postOutboundContactlistContacts(list.id!, written)
    const before = await failureOf(outbound().getOutboundContactlistExport(list.id!))
    expect(before.status).toBe(404)

    const started = await outbound().postOutboundContactlistExport(list.id!)
    expect(started).toMatchObject({ id: list.id, selfUri: `/api/v2/outbound/contactlists/${list.id}` })
    const exported = await outbound().getOutboundContactlistExport(list.id!)
    expect(exported.uri).toMatch(new RegExp(`^${t.emulator.url}/api/v2/downloads/[0-9a-f-]{36}$`))
    expect(exported.exportTimestamp).toBe(new Date(START).toISOString())

    const response = await fetch(exported.uri!, { headers: { Authorization: `Bearer ${t.token}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    const csv = Papa.parse<Record<string, string>>(await response.text(), {
      header: true,
      skipEmptyLines: true
    })
    expect(csv.meta.fields).toEqual([
      'inin-outbound-id',
      ...COLUMNS,
      'ContactCallable',
      'CallRecordLastAttempt-Phone',
      'CallRecordLastResult-Phone'
    ])
    expect(csv.data.map(row => Object.fromEntries(COLUMNS.map(c => [c, row[c]])))).toEqual(
      written.map(w => w.data)
    )
    expect(csv.data.map(row => row['inin-outbound-id'])).toEqual(added.map(a => a.id))

    // the download needs a token of the same organisation
    await t.signInAs(seedUsers.nina.email)
    expect((await fetch(exported.uri!, { headers: { Authorization: `Bearer ${t.token}` } })).status).toBe(404)
    expect((await fetch(exported.uri!)).status).toBe(401)
  })

  test('an export with contactIds holds only those', async () => {
    const list = await newList()
    const added = await outbound().postOutboundContactlistContacts(list.id!, contacts(list.id!, 4))
    await outbound().postOutboundContactlistExport(list.id!, { body: { contactIds: [added[3]!.id!] } })
    const { uri } = await outbound().getOutboundContactlistExport(list.id!)
    const text = await (await fetch(uri!, { headers: { Authorization: `Bearer ${t.token}` } })).text()
    expect(text.trim().split('\r\n')).toHaveLength(2)
    expect(text).toContain(added[3]!.id)
  })
})

describe('import status notifications', () => {
  test('v2.outbound.contactlists.{id}.importstatus is sent after contacts are added', async () => {
    const list = await newList()
    const notifications = new platformClient.NotificationsApi()
    const channel = await notifications.postNotificationsChannels()
    const topic = `v2.outbound.contactlists.${list.id}.importstatus`
    const subscribed = await notifications.putNotificationsChannelSubscriptions(channel.id!, [{ id: topic }])
    expect(subscribed.entities).toEqual([expect.objectContaining({ id: topic, state: 'Permitted' })])
    const socket = new WebSocket(channel.connectUri!)
    const messages: { topicName: string; eventBody: unknown }[] = []
    socket.on('message', data => messages.push(JSON.parse(String(data))))
    await new Promise(resolve => socket.once('open', resolve))
    try {
      await outbound().postOutboundContactlistContacts(list.id!, contacts(list.id!, 3))
      for (let i = 0; i < 50 && !messages.some(m => m.topicName === topic); i++)
        await new Promise(resolve => setTimeout(resolve, 20))
      // the import status itself (ContactlistImportStatusImportStatus): the topic names the list
      // a finished import stays IN_PROGRESS at 100 % (the SDK documents no other state)
      expect(messages.find(m => m.topicName === topic)?.eventBody).toEqual({
        importState: 'IN_PROGRESS',
        totalRecords: 3,
        completedRecords: 3,
        percentageComplete: 100
      })
    } finally {
      socket.terminate()
    }
  })
})

describe('permissions, isolation and limits', () => {
  test('Vic (viewer) may read lists and contacts but not create a list; Sam may not add contacts', async () => {
    await t.signInAs(seedUsers.vic.email)
    const create = await failureOf(newList())
    expect(create.status).toBe(403)
    expect(create.body).toMatchObject({
      code: 'missing.permissions',
      message: expect.stringContaining('outbound:contactList:add')
    })
    expect(await firstContacts(seedContactLists.vip.id, 5)).toHaveLength(5)

    await t.signInAs(seedUsers.sam.email)
    const add = await failureOf(
      outbound().postOutboundContactlistContacts(seedContactLists.vip.id, [
        contact(seedContactLists.vip.id, 1)
      ])
    )
    expect(add.status).toBe(403)
    expect(add.body.message).toContain('outbound:contact:add')
  })

  test('Nina (Northwind) gets 404 for Demo’s list, its contacts and its export', async () => {
    const [first] = await firstContacts(seedContactLists.pilotB.id, 1)
    await t.signInAs(seedUsers.nina.email)
    for (const call of [
      () => outbound().getOutboundContactlist(seedContactLists.pilotB.id),
      () => outbound().getOutboundContactlistContact(seedContactLists.pilotB.id, first!.id!),
      () =>
        outbound().postOutboundContactlistContactsSearch(seedContactLists.pilotB.id, {
          pageNumber: 1,
          pageSize: 1
        }),
      () => outbound().postOutboundContactlistExport(seedContactLists.pilotB.id),
      () => outbound().deleteOutboundContactlist(seedContactLists.pilotB.id)
    ]) {
      const failure = await failureOf(call())
      expect(failure.status).toBe(404)
      expect(failure.body.code).toBe('not.found')
    }
  })

  test('the rate limit applies to these routes too', async () => {
    const limited = await createEmulator({ port: 0, quiet: true, now: () => t.now, rateLimitPerMinute: 2 })
    try {
      const limitedToken = await issueTestToken(limited.url, seedUsers.avery.email)
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) {
        const response = await fetch(
          `${limited.url}/api/v2/outbound/contactlists/${seedContactLists.vip.id}/importstatus`,
          {
            headers: { Authorization: `Bearer ${limitedToken}` }
          }
        )
        statuses.push(response.status)
      }
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await limited.close()
    }
  })
})
