/**
 * The realism mode's exports and imports (emulator/src/realism.ts: exportMs, importMs) through the official SDK.
 * An export's file is ready exportMs after it is asked for: until then GET …/export answers the previous export,
 * or 404; then the person who asked is told on v2.users.{id}.outbound.{contactlists|dnclists}.{id}.export. An
 * import (contacts, DNC numbers) is IN_PROGRESS, its percentage rising over importMs, its records listed and
 * counted at its end, its progress published. The clock is the test's, except where events need the emulator's
 * timers to agree with it (real time).
 */
import Papa from 'papaparse'
import platformClient from 'purecloud-platform-client-v2'
import WebSocket from 'ws'
import { createEmulator, type Emulator } from '../../emulator/src/createEmulator'
import { seedDncLists } from '../../emulator/src/outbound/contacts/seedDncLists'
import { seedUsers } from '../../emulator/src/seed'
import { pointSdkAt } from '../../emulator/src/testing/sdkGateway'
import { issueTestToken } from '../../emulator/src/testing/signIn'
import { contact, contacts, firstContacts, newList, outbound } from './support/contactLists'
import { failureOf, START } from './support/sdkContract'

const EXPORT_MS = 400
const IMPORT_MS = 400
let now = START
let clock: () => number = () => now
let emulator: Emulator
let token = ''

const signIn = async () => {
  token = await issueTestToken(emulator.url, seedUsers.avery.email)
  platformClient.ApiClient.instance.setAccessToken(token)
}
/** From now on the emulator's clock runs in real time, as its timers do (from where it was: no catching up). */
const realTime = () => {
  const from = now
  const startedAt = Date.now()
  clock = () => from + (Date.now() - startedAt)
}
const pause = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))
async function until(done: () => boolean, what: string) {
  for (let i = 0; i < 150 && !done(); i++) await pause(20)
  if (!done()) throw new Error(`still waiting for ${what}`)
}

beforeAll(async () => {
  const client = platformClient.ApiClient.instance
  client.config.live_reload_config = false
  const realism = { exportMs: EXPORT_MS, importMs: IMPORT_MS, listingLagMs: 0, eventJitterMs: 0 }
  emulator = await createEmulator({
    port: 0,
    quiet: true,
    now: () => clock(),
    rateLimitPerMinute: 0,
    realism
  })
  pointSdkAt(client, emulator.port)
})
afterAll(() => emulator.close())
beforeEach(async () => {
  now = START
  clock = () => now
  await fetch(`${emulator.url}/__emulator/reset`, { method: 'POST' })
  await signIn()
})

const rowsOf = async (uri: string) => {
  const text = await (await fetch(uri, { headers: { Authorization: `Bearer ${token}` } })).text()
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data
}

/** A channel subscribed to `topics`, its messages' bodies by topic. */
async function listen(topics: string[]) {
  const notifications = new platformClient.NotificationsApi()
  const channel = await notifications.postNotificationsChannels()
  const subscribed = await notifications.putNotificationsChannelSubscriptions(
    channel.id!,
    topics.map(id => ({ id }))
  )
  expect(subscribed.entities!.map(topic => topic.state)).toEqual(topics.map(() => 'Permitted'))
  const socket = new WebSocket(channel.connectUri!)
  const messages: { topicName: string; eventBody: Record<string, unknown> }[] = []
  socket.on('message', data => messages.push(JSON.parse(String(data))))
  await new Promise(resolve => socket.once('open', resolve))
  return {
    of: (topic: string) => messages.filter(m => m.topicName === topic).map(m => m.eventBody),
    close: () => socket.terminate()
  }
}

describe('exports take exportMs', () => {
  test('before its file is ready GET …/export answers 404, then the previous export; never a file not ready', async () => {
    const list = await newList()
    await outbound().postOutboundContactlistContacts(list.id!, contacts(list.id!, 2))
    now += IMPORT_MS
    await outbound().postOutboundContactlistExport(list.id!)
    expect((await failureOf(outbound().getOutboundContactlistExport(list.id!))).status).toBe(404)
    now += EXPORT_MS - 1
    expect((await failureOf(outbound().getOutboundContactlistExport(list.id!))).status).toBe(404)
    now += 1
    const first = await outbound().getOutboundContactlistExport(list.id!)
    expect(first.exportTimestamp).toBe(new Date(START + IMPORT_MS + EXPORT_MS).toISOString())
    expect(await rowsOf(first.uri!)).toHaveLength(2)

    await outbound().postOutboundContactlistContacts(list.id!, [contact(list.id!, 9)])
    now += IMPORT_MS
    await outbound().postOutboundContactlistExport(list.id!)
    now += EXPORT_MS / 2
    // the previous export, with its older timestamp, until the new one is ready
    expect(await outbound().getOutboundContactlistExport(list.id!)).toEqual(first)
    now += EXPORT_MS / 2
    const second = await outbound().getOutboundContactlistExport(list.id!)
    expect(second.uri).not.toBe(first.uri)
    expect(Date.parse(second.exportTimestamp!)).toBe(now)
    expect(await rowsOf(second.uri!)).toHaveLength(3)
  })

  test('a DNC list’s export too', async () => {
    const id = seedDncLists.optOuts.id
    await outbound().postOutboundDnclistExport(id)
    expect((await failureOf(outbound().getOutboundDnclistExport(id))).status).toBe(404)
    now += EXPORT_MS
    const ready = await outbound().getOutboundDnclistExport(id)
    expect(ready.exportTimestamp).toBe(new Date(now).toISOString())
    expect(await rowsOf(ready.uri!)).toHaveLength(7)
  })

  test('the person who asked is told once the file is ready, with its ExportUri', async () => {
    realTime()
    const list = await newList()
    const listTopic = `v2.users.${seedUsers.avery.id}.outbound.contactlists.${list.id}.export`
    const dncTopic = `v2.users.${seedUsers.avery.id}.outbound.dnclists.${seedDncLists.optOuts.id}.export`
    const events = await listen([listTopic, dncTopic])
    try {
      await outbound().postOutboundContactlistExport(list.id!)
      await outbound().postOutboundDnclistExport(seedDncLists.optOuts.id)
      await pause(EXPORT_MS / 2)
      expect(events.of(listTopic)).toEqual([])
      await until(() => events.of(listTopic).length > 0 && events.of(dncTopic).length > 0, 'the exports')
      expect(events.of(listTopic)).toEqual([await outbound().getOutboundContactlistExport(list.id!)])
      expect(events.of(dncTopic)).toEqual([
        await outbound().getOutboundDnclistExport(seedDncLists.optOuts.id)
      ])
    } finally {
      events.close()
    }
  })
})

describe('imports take importMs', () => {
  test('contacts added are answered at once, IN_PROGRESS rising, listed and counted at the end', async () => {
    const list = await newList()
    const added = await outbound().postOutboundContactlistContacts(list.id!, contacts(list.id!, 10))
    expect(added.map(c => c.id)).toEqual(added.map(() => expect.stringMatching(/^[0-9a-f]{32}$/)))
    const status = () => outbound().getOutboundContactlistImportstatus(list.id!)
    const size = async () => (await outbound().getOutboundContactlist(list.id!, { includeSize: true })).size
    const progress = (completedRecords: number, percentComplete: number) => ({
      state: 'IN_PROGRESS',
      totalRecords: 10,
      completedRecords,
      percentComplete
    })
    expect(await status()).toEqual(progress(0, 0))
    expect(await size()).toBe(0)
    now += IMPORT_MS / 2
    expect(await status()).toEqual(progress(5, 50))
    expect(await size()).toBe(0)
    expect((await failureOf(outbound().getOutboundContactlistContact(list.id!, added[0]!.id!))).status).toBe(
      404
    )
    now += IMPORT_MS / 2
    expect(await status()).toEqual(progress(10, 100))
    expect(await size()).toBe(10)
    expect((await firstContacts(list.id!)).map(c => c.id)).toEqual(added.map(c => c.id))
  })

  test('its progress is published as it goes, the last at 100 %', async () => {
    realTime()
    const list = await newList()
    const topic = `v2.outbound.contactlists.${list.id}.importstatus`
    const events = await listen([topic])
    try {
      await outbound().postOutboundContactlistContacts(list.id!, contacts(list.id!, 8))
      const percents = () => events.of(topic).map(body => body.percentageComplete as number)
      await until(() => percents().at(-1) === 100, 'the end of the import')
      expect(percents()[0]).toBe(0)
      expect(percents().length).toBeGreaterThanOrEqual(3)
      expect(percents()).toEqual([...percents()].sort((a, b) => a - b))
    } finally {
      events.close()
    }
  })

  test('DNC numbers added are counted once their import is done', async () => {
    const id = seedDncLists.optOuts.id
    const size = async () => (await outbound().getOutboundDnclist(id, { includeSize: true })).size
    await outbound().patchOutboundDnclistPhonenumbers(id, {
      action: 'Add',
      phoneNumbers: ['+14155550188', '+14155550189']
    })
    expect(await size()).toBe(7)
    expect(await outbound().getOutboundDnclistImportstatus(id)).toMatchObject({
      state: 'IN_PROGRESS',
      totalRecords: 2,
      percentComplete: 0
    })
    now += IMPORT_MS
    expect(await size()).toBe(9)
    expect(await outbound().getOutboundDnclistImportstatus(id)).toMatchObject({ percentComplete: 100 })
  })
})
