/**
 * The contact-lists and DNC lists API against an emulator in its realism mode: the platform writes an export in
 * the background (answering the previous export, or 404, until then) and processes an import for a while. The
 * app must wait for the file it asked for, never serve the previous one, and show an import's progress until
 * it is done. The clock is the fixture's (moved by the test); the app's waits between polls are real.
 */
import { seedContactLists } from '../../../emulator/src/outbound/seedOutbound'
import { seedDncLists } from '../../../emulator/src/outbound/contacts/seedDncLists'
import type { ContactListDetail, ContactToAdd } from '@/shared/contactLists/contactListTypes'
import type { DncListsAnswer } from '@/shared/dncLists/dncListTypes'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, useCampaignsFixture } from '../campaigns/support/campaignsFixture'

const { pilotA } = seedContactLists
const EXPORT_MS = 2_000
const IMPORT_MS = 1_000
const realism = { exportMs: EXPORT_MS, importMs: IMPORT_MS, listingLagMs: 0, eventJitterMs: 0 }

const pause = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))
const rowsOf = (csv: string) => csv.trim().split(/\r?\n/).length - 1

const contacts = (n: number): ContactToAdd[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `realism-${i}`,
    data: {
      FirstName: `Late${i}`,
      LastName: 'Import',
      Cell: `+1202555${String(7000 + i)}`,
      Home: '',
      AccountNumber: `R${i}`,
      TimeZone: 'America/New_York'
    }
  }))

describeOnDatabases('contact and DNC lists on a platform that takes its time', kind => {
  const app = useCampaignsFixture(kind, { realism })
  beforeEach(() => app().reset())

  const request = async (method: string, path: string, body?: unknown) =>
    app().request(method, path, { token: await app().tokenFor(AVERY), body })
  /** Resolves once the app has asked the platform for `count` exports in all (POST …/export). */
  async function asked(count: number) {
    for (let i = 0; i < 100; i++) {
      const { byRoute } = await app().calls()
      const posts = Object.entries(byRoute).filter(([route]) => /^POST .*\/export$/.test(route))
      if (posts.reduce((sum, [, n]) => sum + n, 0) >= count) return
      await pause(50)
    }
    throw new Error(`the app did not ask for ${count} export(s)`)
  }
  /** An export asked through the app, answered once the emulator's clock has reached the file. */
  function exported(path: string): { settled: () => boolean; text: Promise<string> } {
    let done = false
    const text = request('GET', path).then(answer => {
      done = true
      expect(answer.status).toBe(200)
      return answer.text
    })
    return { settled: () => done, text }
  }

  it('an export waits for the file it asked for, and never serves the previous one', async () => {
    const first = exported(`/api/contact-lists/${pilotA.id}/export`)
    await asked(1)
    await pause(300)
    expect(first.settled()).toBe(false)
    app().clock.advance(EXPORT_MS)
    expect(rowsOf(await first.text)).toBe(300)

    const added = await request('POST', `/api/contact-lists/${pilotA.id}/contacts`, { data: contacts(5) })
    expect(added.status).toBe(200)
    app().clock.advance(IMPORT_MS)

    // the platform answers the first export until the second is written: the app goes on waiting
    const second = exported(`/api/contact-lists/${pilotA.id}/export`)
    await asked(2)
    await pause(1_500)
    expect(second.settled()).toBe(false)
    app().clock.advance(EXPORT_MS)
    const csv = await second.text
    expect(rowsOf(csv)).toBe(305)
    expect(csv).toContain('Late4')
  }, 20_000)

  it('a DNC list’s export too', async () => {
    const dnc = exported(`/api/dnc-lists/${seedDncLists.optOuts.id}/export`)
    await asked(1)
    await pause(300)
    expect(dnc.settled()).toBe(false)
    app().clock.advance(EXPORT_MS)
    expect(rowsOf(await dnc.text)).toBe(7)
  })

  it('a list shows its import in progress until the platform has processed it, then done with the contacts', async () => {
    const detail = async () =>
      (await request('GET', `/api/contact-lists/${pilotA.id}`)).json as unknown as ContactListDetail
    expect((await detail()).contactList.importStatus).toMatchObject({
      state: 'COMPLETED',
      percentComplete: 100
    })
    await request('POST', `/api/contact-lists/${pilotA.id}/contacts`, { data: contacts(10) })
    expect((await detail()).contactList).toMatchObject({
      size: 300,
      importStatus: { state: 'IN_PROGRESS', totalRecords: 10, percentComplete: 0 }
    })
    app().clock.advance(IMPORT_MS / 2)
    expect((await detail()).contactList.importStatus).toMatchObject({
      state: 'IN_PROGRESS',
      percentComplete: 50
    })
    app().clock.advance(IMPORT_MS / 2)
    expect((await detail()).contactList).toMatchObject({
      size: 310,
      importStatus: { state: 'COMPLETED', totalRecords: 10, completedRecords: 10, percentComplete: 100 }
    })
  })

  it('a DNC list’s numbers added count once their import is done, its progress shown meanwhile', async () => {
    const optOuts = async () =>
      ((await request('GET', '/api/dnc-lists?pageSize=100')).json as unknown as DncListsAnswer).dncLists.find(
        list => list.id === seedDncLists.optOuts.id
      )
    const change = { action: 'add', numbers: ['+12025550181', '+12025550182'] }
    expect(
      (await request('POST', `/api/dnc-lists/${seedDncLists.optOuts.id}/numbers`, { data: change })).status
    ).toBe(200)
    expect(await optOuts()).toMatchObject({
      size: 7,
      importStatus: { state: 'IN_PROGRESS', totalRecords: 2 }
    })
    app().clock.advance(IMPORT_MS)
    expect(await optOuts()).toMatchObject({
      size: 9,
      importStatus: { state: 'COMPLETED', percentComplete: 100 }
    })
  })
})
