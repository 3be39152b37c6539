import { DNC_SEEDED_POSITIONS, seedDncLists } from '../../../emulator/src/outbound/contacts/seedDncLists'
import { knownCampaigns } from '../../../emulator/src/outbound/seedOutbound'
import type {
  DncListDetail,
  DncListsAnswer,
  DncNumbersChange,
  DncNumbersChangeAnswer
} from '@/shared/dncLists/dncListTypes'
import { getDatabase } from '@/server/db'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, DEMO_ORG, NINA, SAM, useCampaignsFixture, VIC } from '../campaigns/support/campaignsFixture'

const { optOuts, regulatory } = seedDncLists
const PATCH_ROUTE = 'PATCH /api/v2/outbound/dnclists/{dncListId}/phonenumbers'
const SEEDED_OPT_OUTS = DNC_SEEDED_POSITIONS.optOuts.length
const SEEDED_REGISTRY = DNC_SEEDED_POSITIONS.regulatory.length + 10

/** n numbers no seeded list holds (E.164, US 202-555-01xx…). */
const numbers = (n: number, from = 0) =>
  Array.from({ length: n }, (_, index) => `+1202555${String(1000 + from + index).padStart(4, '0')}`)

describeOnDatabases('the do-not-call lists API', kind => {
  const app = useCampaignsFixture(kind)
  beforeEach(() => app().reset())

  const get = async <T>(email: string, path: string) =>
    app().request<T>('GET', path, { token: await app().tokenFor(email) })
  const change = async (email: string, listId: string, data: DncNumbersChange | Record<string, unknown>) =>
    app().request<DncNumbersChangeAnswer & { code: string; message: string; permission?: string }>(
      'POST',
      `/api/dnc-lists/${listId}/numbers`,
      { token: await app().tokenFor(email), body: { data } }
    )
  const sizeOf = async (listId: string) =>
    (await get<DncListDetail>(AVERY, `/api/dnc-lists/${listId}`)).json.dncList.size
  const patches = async () => (await app().calls()).byRoute[PATCH_ROUTE] ?? 0
  const dncAudit = async () => {
    const { db } = await getDatabase()
    return db
      .selectFrom('audit_trail')
      .select(['org_id', 'object_id as list_id', 'action', 'outcome', 'count', 'detail', 'actor_email'])
      .where('object_kind', '=', 'dnc_list')
      .orderBy('created_at')
      .execute()
  }

  it('lists the organisation’s lists with their sizes and the campaigns that honour them', async () => {
    const answer = await get<DncListsAnswer>(AVERY, '/api/dnc-lists')
    expect(answer.status).toBe(200)
    expect(answer.json.dncLists.map(list => list.name)).toEqual([optOuts.name, regulatory.name])
    const [opt, registry] = answer.json.dncLists
    expect(opt).toMatchObject({
      id: optOuts.id,
      size: SEEDED_OPT_OUTS,
      dncSourceType: 'rds',
      takesNumbers: true,
      divisionName: 'Home',
      campaigns: [{ id: knownCampaigns.onWithDncLists, status: 'on' }]
    })
    expect(registry?.size).toBe(SEEDED_REGISTRY)
    expect(answer.json.allData).toContainEqual({ field: 'usage', value: 'running', count: 2 })
    expect(answer.json.capabilities.addNumbers).toEqual({ allowed: true })

    const bySize = await get<DncListsAnswer>(AVERY, '/api/dnc-lists?sort=size:desc&pageSize=1')
    expect(bySize.json.dncLists.map(list => list.id)).toEqual([regulatory.id])
    expect(bySize.json).toMatchObject({ total: 2, params: { sort: 'size:desc', pageSize: 1, page: 1 } })
    const unused = await get<DncListsAnswer>(AVERY, '/api/dnc-lists?usage=unused')
    expect(unused.json.total).toBe(0)
  })

  it.each([['pageSize=101'], ['usage=busy'], ['sort=campaigns:up'], ['extra=1']])(
    'refuses ?%s with a 400 that says why',
    async query => {
      const answer = await get<{ code: string; message: string }>(AVERY, `/api/dnc-lists?${query}`)
      expect(answer.status).toBe(400)
      expect(answer.json.code).toBe('request.invalid')
    }
  )

  it('adds 3 numbers (size +3, one audit row), then removes them; the export holds them meanwhile', async () => {
    const three = numbers(3)
    const added = await change(AVERY, optOuts.id, {
      action: 'add',
      numbers: three,
      expiresAt: '2099-12-31T23:59:00.000Z'
    })
    expect(added.status).toBe(200)
    expect(added.json).toEqual({ action: 'add', changed: 3 })
    expect(await sizeOf(optOuts.id)).toBe(SEEDED_OPT_OUTS + 3)

    const exported = await app().request('GET', `/api/dnc-lists/${optOuts.id}/export`, {
      token: await app().tokenFor(AVERY)
    })
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(exported.headers.get('content-disposition')).toContain('attachment')
    const lines = exported.text.trim().split(/\r?\n/)
    expect(lines[0]).toContain('PhoneNumber')
    expect(lines).toHaveLength(1 + SEEDED_OPT_OUTS + 3)
    for (const number of three) expect(lines.find(line => line.startsWith(number))).toContain('2099-12-31')

    const removed = await change(AVERY, optOuts.id, { action: 'remove', numbers: three })
    expect(removed.status).toBe(200)
    expect(await sizeOf(optOuts.id)).toBe(SEEDED_OPT_OUTS)

    const audit = await dncAudit()
    expect(audit.map(entry => [entry.action, entry.outcome, entry.count, entry.detail])).toEqual([
      ['numbers_added', 'succeeded', 3, null],
      ['numbers_removed', 'succeeded', 3, null]
    ])
    expect(audit[0]).toMatchObject({ org_id: DEMO_ORG, list_id: optOuts.id, actor_email: AVERY })
  })

  it('refuses 1,001 numbers, a number not in E.164 and an expiry in the past before any platform call', async () => {
    await app().tokenFor(AVERY)
    await app().resetCalls()
    const tooMany = await change(AVERY, optOuts.id, { action: 'add', numbers: numbers(1_001) })
    expect(tooMany.status).toBe(400)
    expect(tooMany.json).toMatchObject({ code: 'request.invalid', message: expect.stringContaining('1000') })

    const bad = await change(AVERY, optOuts.id, {
      action: 'add',
      numbers: ['+12025551000', '020 7946 0018', '+12025551001']
    })
    expect(bad.status).toBe(400)
    expect(bad.json.code).toBe('request.invalid')
    expect(bad.json.message).toContain('020 7946 0018')
    expect(bad.json.message).not.toContain('+12025551000')

    const past = await change(AVERY, optOuts.id, {
      action: 'add',
      numbers: numbers(1),
      expiresAt: '2001-01-01T00:00:00Z'
    })
    expect(past.status).toBe(400)
    expect(past.json.message).toContain('expiresAt')
    const removeWithExpiry = await change(AVERY, optOuts.id, {
      action: 'remove',
      numbers: numbers(1),
      expiresAt: '2099-01-01T00:00:00Z'
    })
    expect(removeWithExpiry.status).toBe(400)

    expect(await patches()).toBe(0)
    expect(await sizeOf(optOuts.id)).toBe(SEEDED_OPT_OUTS)
  })

  it('answers the app role and the Genesys permission: a client reads but may not change; Vic lacks dnc:edit', async () => {
    await app().tokenFor(SAM)
    await app().setRole(DEMO_ORG, SAM, 'client')
    const read = await get<DncListsAnswer>(SAM, '/api/dnc-lists')
    expect(read.status).toBe(200)
    expect(read.json.capabilities).toMatchObject({
      addNumbers: { allowed: false, reason: 'role' },
      removeNumbers: { allowed: false, reason: 'role' },
      export: { allowed: false, reason: 'role' }
    })
    expect((await change(SAM, optOuts.id, { action: 'add', numbers: numbers(1) })).status).toBe(403)
    expect(
      (
        await app().request('GET', `/api/dnc-lists/${optOuts.id}/export`, {
          token: await app().tokenFor(SAM)
        })
      ).status
    ).toBe(403)

    await app().tokenFor(VIC)
    await app().resetCalls()
    for (const action of ['add', 'remove'] as const) {
      const byVic = await change(VIC, optOuts.id, { action, numbers: numbers(1) })
      expect(byVic.status).toBe(403)
      expect(byVic.json).toMatchObject({
        code: 'platform.missing_permission',
        permission: 'outbound:dnc:edit'
      })
    }
    expect(await patches()).toBe(0)
    const detail = await get<DncListDetail>(VIC, `/api/dnc-lists/${optOuts.id}`)
    expect(detail.json.capabilities.addNumbers).toEqual({
      allowed: false,
      reason: 'platform',
      permission: 'outbound:dnc:edit'
    })
    expect(detail.json.capabilities.export).toMatchObject({ allowed: false, permission: 'outbound:dnc:view' })
    expect(detail.json.defaultCountry).toMatch(/^[A-Z]{2}$/)
    // the failed attempts are not the list's changes: nothing reached the platform, nothing to audit
    expect(await dncAudit()).toEqual([])
  })

  it('keeps organisations apart: another organisation’s list is not found, and cannot be changed', async () => {
    const answer = await get<{ code: string }>(NINA, `/api/dnc-lists/${optOuts.id}`)
    expect(answer.status).toBe(404)
    expect(answer.json.code).toBe('dncList.not_found')
    expect((await get<DncListsAnswer>(NINA, '/api/dnc-lists')).json.dncLists).toEqual([])

    const byNina = await change(NINA, optOuts.id, { action: 'add', numbers: numbers(1) })
    expect(byNina.status).toBe(404)
    expect(byNina.json.code).toBe('dncList.not_found')
    expect(await sizeOf(optOuts.id)).toBe(SEEDED_OPT_OUTS)
    const audit = await dncAudit()
    expect(audit.map(entry => [entry.org_id, entry.outcome, entry.detail])).toEqual([
      [expect.not.stringMatching(DEMO_ORG), 'failed', 'dncList.not_found']
    ])
  })
})
