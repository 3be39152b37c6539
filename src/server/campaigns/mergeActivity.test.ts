import type { AuditEntry } from '@/shared/campaigns/campaignTypes'
import type { PlatformAuditMessage } from '@/server/platform'
import { actionOfMessage, mergeActivity } from './mergeActivity'

const AT = Date.parse('2026-11-21T10:00:00.000Z')
const iso = (ms: number) => new Date(ms).toISOString()

const appEntry = (id: string, at: number, more: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  campaignId: 'c-1',
  campaignName: 'Spring renewals',
  action: 'start',
  outcome: 'succeeded',
  detail: null,
  actor: { name: 'Avery Admin', email: 'avery.admin@democc.example' },
  at: iso(at),
  ...more
})

const message = (id: string, at: number, more: Partial<PlatformAuditMessage> = {}): PlatformAuditMessage => ({
  id,
  user: { id: 'u-avery', name: 'Avery Admin' },
  eventDate: iso(at),
  action: 'Update',
  entity: { id: 'c-1', name: 'Spring renewals' },
  entityType: 'Campaign',
  propertyChanges: [{ property: 'campaignStatus', oldValues: ['off'], newValues: ['on'] }],
  ...more
})

describe("a campaign's activity, merged", () => {
  it('reads start and stop from a change of campaignStatus alone, anything else updated as an edit', () => {
    expect(actionOfMessage(message('m', AT))).toBe('start')
    const stop = [{ property: 'campaignStatus', oldValues: ['on'], newValues: ['stopping'] }]
    expect(actionOfMessage(message('m', AT, { propertyChanges: stop }))).toBe('stop')
    const both = [...stop, { property: 'outboundLineCount', oldValues: ['1'], newValues: ['2'] }]
    expect(actionOfMessage(message('m', AT, { propertyChanges: both }))).toBe('edit')
    expect(actionOfMessage(message('m', AT, { action: 'Create' }))).toBe('create')
    expect(actionOfMessage(message('m', AT, { action: 'Recycle', propertyChanges: [] }))).toBe('recycle')
  })

  it("shows the app's own change once, by its entry, and the changes made elsewhere in Genesys Cloud", () => {
    const merged = mergeActivity(
      [appEntry('a-1', AT + 1_000)],
      [message('m-own', AT), message('m-other', AT - 60_000, { user: { id: 'u-gale', name: 'Gale Cloud' } })],
      'c-1',
      50
    )
    expect(merged.map(entry => [entry.id, entry.source, entry.actor.name])).toEqual([
      ['a-1', undefined, 'Avery Admin'],
      ['gc-m-other', 'genesysCloud', 'Gale Cloud']
    ])
  })

  it('matches only a succeeded entry of the same action within 5 s, each entry once; by platform id without a name', () => {
    const entries = [
      appEntry('a-failed', AT, { outcome: 'failed', detail: 'platform.unavailable' }),
      appEntry('a-late', AT + 6_000)
    ]
    const shown = mergeActivity(entries, [message('m-1', AT)], 'c-1', 50).map(entry => entry.id)
    expect(shown).toEqual(['a-late', 'a-failed', 'gc-m-1'])

    const twice = [message('m-1', AT), message('m-2', AT + 500)]
    expect(mergeActivity([appEntry('a-1', AT)], twice, 'c-1', 50).map(entry => entry.id)).toEqual([
      'gc-m-2',
      'a-1'
    ])

    const unnamed = message('m-3', AT, { user: { id: 'u-avery' } })
    const byId = new Map([['a-1', 'u-avery']])
    expect(mergeActivity([appEntry('a-1', AT)], [unnamed], 'c-1', 50, byId).map(entry => entry.id)).toEqual([
      'a-1'
    ])
    // without the id it is someone's change in Genesys Cloud, never shown by an id
    const other = mergeActivity([], [unnamed], 'c-1', 50)
    expect(other[0]!.actor).toEqual({ name: '', email: '' })
  })

  it('keeps the newest `limit` entries', () => {
    const messages = [0, 1, 2].map(n => message(`m-${n}`, AT - n * 60_000, { action: 'Delete' }))
    expect(mergeActivity([], messages, 'c-1', 2).map(entry => entry.id)).toEqual(['gc-m-0', 'gc-m-1'])
  })
})
