/**
 * The seeded do-not-call lists of Demo Contact Centre. Their numbers are those of known contacts of "Arrears 60+
 * Days" (by position in the list, computed without generating it) plus numbers no seeded contact has, so that
 * the campaign they are attached to ("Debt Recovery – East", on, `knownCampaigns.onWithDncLists`) visibly skips
 * some of the contacts it reaches.
 */
import { seedDivisions, seedOrganizations } from '../../seed'
import type { ContactListRecord } from '../outboundResources'
import { completeImport } from './contactRecord'
import type { DncListRecord } from './dncListRecord'
import { seedContact, seedOtherNumber } from './generateContacts'

export const seedDncLists = {
  optOuts: { id: '16000000-0000-4000-8000-000000000001', name: 'Customer opt-outs' },
  regulatory: { id: '16000000-0000-4000-8000-000000000002', name: 'Regulatory (national registry)' }
} as const

/** Positions (0-based) in "Arrears 60+ Days" of the contacts whose Cell number is on each list. */
export const DNC_SEEDED_POSITIONS = {
  optOuts: [5, 60, 150, 300, 700, 1200, 1900],
  regulatory: [20, 500, 1600]
} as const

/** The opt-out of the contact at position 1900 expires: the emulator's clock decides whether it still blocks. */
export const SEEDED_EXPIRY = Date.parse('2026-12-31T23:59:00.000Z')

function dncList(
  ref: { id: string; name: string },
  numbers: [string, number | null][],
  dateCreated: string
): DncListRecord {
  return {
    id: ref.id,
    organizationId: seedOrganizations.democc.id,
    name: ref.name,
    divisionId: seedDivisions.democcHome.id,
    dncSourceType: 'rds',
    contactMethod: 'Phone',
    dateCreated,
    dateModified: dateCreated,
    version: 1,
    numbers: new Map(numbers),
    importStatus: completeImport(numbers.length)
  }
}

/** Fresh DNC lists for the store (numbers from `arrears60`, the seeded "Arrears 60+ Days" list). */
export function createSeedDncLists(arrears60: ContactListRecord): DncListRecord[] {
  const cellAt = (position: number) => seedContact(arrears60, position).data.Cell ?? ''
  const optOuts = DNC_SEEDED_POSITIONS.optOuts.map((position): [string, number | null] => [
    cellAt(position),
    position === 1900 ? SEEDED_EXPIRY : null
  ])
  const registry = [
    ...DNC_SEEDED_POSITIONS.regulatory.map(cellAt),
    ...[0, 1, 2, 3, 4].flatMap(country =>
      [0, 1].map(n => seedOtherNumber(`registry ${country} ${n}`, country))
    )
  ].map((number): [string, number | null] => [number, null])
  return [
    dncList(seedDncLists.optOuts, optOuts, '2025-10-14T08:30:00.000Z'),
    dncList(seedDncLists.regulatory, registry, '2025-06-02T07:00:00.000Z')
  ]
}
