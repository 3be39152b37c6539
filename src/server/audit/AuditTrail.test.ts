/** @jest-environment node */
import type { Kysely } from 'kysely'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import type { AuditTrailTable, Database } from '@/server/db/Database'
import { serverLog } from '@/server/logging/serverLog'
import { AuditRepository } from './AuditRepository'
import { AuditTrail } from './AuditTrail'

jest.mock('./AuditRepository')
jest.mock('@/server/logging/serverLog', () => ({ serverLog: { error: jest.fn() } }))

const NOW = Date.parse('2026-04-01T09:00:00.000Z')
const caller = {
  orgId: 'org',
  userId: 'u1',
  role: 'admin',
  email: 'avery.admin@democc.example',
  fullName: 'Avery Admin'
} as Caller

/** The trail over a repository that keeps what it is given; `failing` makes its writes fail. */
function trail(failing = false) {
  const written: AuditTrailTable[] = []
  jest.mocked(AuditRepository).mockImplementation(
    () =>
      ({
        record: async (rows: readonly AuditTrailTable[]) => {
          if (failing) throw new Error('disk full')
          written.push(...rows)
        }
      }) as unknown as AuditRepository
  )
  return { audit: new AuditTrail({} as Kysely<Database>, () => NOW), written }
}

const set = (result?: { id: string; name: string }) => ({
  kind: 'callable_time_set' as const,
  id: result?.id ?? '',
  name: result?.name ?? 'Evenings'
})

beforeEach(() => jest.mocked(serverLog.error).mockClear())

describe('AuditTrail.track', () => {
  it('records a change that succeeded: who, which object (named by what the work found), what changed, when', async () => {
    const { audit, written } = trail()
    const result = await audit.track(
      caller,
      'created',
      set,
      async () => ({ id: 's1', name: 'Evenings 2' }),
      () => 'hours'
    )
    expect(result).toEqual({ id: 's1', name: 'Evenings 2' })
    expect(written).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-z]{9}-[0-9a-z]{4}-[0-9a-f]{16}$/),
        org_id: 'org',
        object_kind: 'callable_time_set',
        object_id: 's1',
        object_name: 'Evenings 2',
        action: 'created',
        outcome: 'succeeded',
        detail: 'hours',
        count: null,
        actor_user_id: 'u1',
        actor_name: 'Avery Admin',
        actor_email: 'avery.admin@democc.example',
        created_at: '2026-04-01T09:00:00.000Z'
      }
    ])
  })

  it('records a failure with its code, and how many rows the change carried, then throws it', async () => {
    const { audit, written } = trail()
    const refused = new ApiError(404, 'dncList.not_found', 'No such list.')
    await expect(
      audit.track(
        caller,
        'numbers_added',
        () => ({ kind: 'dnc_list', id: 'd1', name: null, count: 3 }),
        async () => Promise.reject(refused)
      )
    ).rejects.toBe(refused)
    expect(written).toEqual([
      expect.objectContaining({
        object_kind: 'dnc_list',
        object_id: 'd1',
        object_name: null,
        outcome: 'failed',
        detail: 'dncList.not_found',
        count: 3
      })
    ])
  })

  it('does not record invalid input (it changed nothing), and names an unexpected failure internal.error', async () => {
    const { audit, written } = trail()
    const invalid = new ApiError(400, 'request.invalid', 'Genesys Cloud refused the request.')
    await expect(audit.track(caller, 'updated', set, async () => Promise.reject(invalid))).rejects.toBe(
      invalid
    )
    expect(written).toEqual([])
    await expect(
      audit.track(caller, 'updated', set, async () => Promise.reject(new Error('boom')))
    ).rejects.toThrow('boom')
    expect(written.map(entry => entry.detail)).toEqual(['internal.error'])
  })

  it('answers the change even when its entry cannot be written (the change happened): the failure is logged', async () => {
    const { audit } = trail(true)
    await expect(
      audit.track(
        caller,
        'deleted',
        () => set(),
        async () => 'gone'
      )
    ).resolves.toBe('gone')
    expect(serverLog.error).toHaveBeenCalledWith('Could not record {Count} audit entries: {ErrorMessage}', {
      Count: 1,
      ErrorMessage: 'disk full'
    })
  })

  it('gives entries of one millisecond ids that sort in the order they were made', async () => {
    const { audit } = trail()
    const ids = Array.from(
      { length: 5 },
      () => audit.entry(caller, 'start', set(), { outcome: 'succeeded', detail: null }).id
    )
    expect([...ids].sort()).toEqual(ids)
  })
})
