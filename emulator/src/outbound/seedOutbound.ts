/**
 * The Outbound seed's resources, with fixed UUIDs: contact lists, queues, scripts, edge groups and call-analysis
 * response sets of both organisations (their rows: seed/seedResources.json), and the well-known campaign ids.
 * Tests import the well-known ids (`knownCampaigns`, `seedContactLists`…) instead of copying them. The seeded
 * campaigns themselves: seed/createSeedCampaigns.ts.
 */
import { seedDivisions, seedOrganizations } from '../seed'
import type { ContactListRecord, NamedResource, NamedResources } from './outboundResources'
import rows from './seed/seedResources.json'

type DivisionKey = keyof typeof seedDivisions
type OrganizationKey = keyof typeof seedOrganizations

/** A record per key of a table of rows, the keys kept (so `seedQueues.sales` is known to exist). */
const byKey = <K extends string, R, T>(table: Record<K, R>, make: (row: R) => T): Record<K, T> =>
  Object.fromEntries(Object.entries(table).map(([key, row]) => [key, make(row as R)])) as Record<K, T>

const contactList = (row: {
  id: string
  division: string
  name: string
  size: number
}): ContactListRecord => {
  const division = seedDivisions[row.division as DivisionKey]
  return {
    ...structuredClone(rows.contactListDefaults),
    id: row.id,
    organizationId: division.organizationId,
    divisionId: division.id,
    name: row.name,
    size: row.size
  }
}

const resource = (row: {
  id: string
  organization: string
  name: string
  division?: string
  description?: string
}): NamedResource => ({
  id: row.id,
  organizationId: seedOrganizations[row.organization as OrganizationKey].id,
  name: row.name,
  divisionId: row.division === undefined ? undefined : seedDivisions[row.division as DivisionKey].id,
  description: row.description,
  dateCreated: rows.resourceDate
})

export const seedContactLists = byKey(rows.contactLists, contactList)
export const seedQueues = byKey(rows.queues, resource)
export const seedScripts = byKey(rows.scripts, resource)
export const seedEdgeGroups = byKey(rows.edgeGroups, resource)
export const seedResponseSets = byKey(rows.responseSets, resource)

/** Fresh, mutable copies of the seeded contact lists of both organisations. */
export const createSeedContactLists = (): ContactListRecord[] =>
  structuredClone(Object.values(seedContactLists))

/** Fresh, mutable copies of the queues, scripts, edge groups and response sets of both organisations. */
export const createSeedResources = (): NamedResources =>
  structuredClone({
    queues: Object.values(seedQueues),
    scripts: Object.values(seedScripts),
    edgeGroups: Object.values(seedEdgeGroups),
    responseSets: Object.values(seedResponseSets)
  })

/** Well-known campaigns for tests. The five `off*` ones are off, valid, and on small lists (300–600 contacts). */
export const knownCampaigns = {
  /** off, power, 300 contacts, Home division */
  offPower: 'f0000000-0000-4000-8000-000000000001',
  /** off, preview, 420 contacts, Sales */
  offPreview: 'f0000000-0000-4000-8000-000000000002',
  /** off, agentless, 480 contacts, Collections */
  offAgentless: 'f0000000-0000-4000-8000-000000000003',
  /** off, progressive, 550 contacts, Home */
  offProgressive: 'f0000000-0000-4000-8000-000000000004',
  /** off, predictive, 600 contacts, Sales */
  offPredictive: 'f0000000-0000-4000-8000-000000000005',
  /** on, predictive, 50,000 contacts, 18,400 called at seed time */
  onPredictive: 'f0000000-0000-4000-8000-000000000006',
  /** on, power, 25,000 contacts, 6,100 called at seed time */
  onPower: 'f0000000-0000-4000-8000-000000000007',
  /** complete, preview, 200 of 200 called */
  complete: 'f0000000-0000-4000-8000-000000000008',
  /** invalid (its queue was deleted): errors[] says why; cannot start */
  invalid: 'f0000000-0000-4000-8000-000000000009',
  /** forced_off, agentless */
  forcedOff: 'f0000000-0000-4000-8000-000000000010',
  /** Northwind's campaign: off, power; a Demo token gets 404 for it */
  northwind: 'f0000000-0000-4000-8000-100000000001',
  /** Northwind, on, progressive */
  northwindOn: 'f0000000-0000-4000-8000-100000000002',
  /**
   * "Debt Recovery – East": on, external, on "Arrears 60+ Days" (2,150 contacts, 344 reached at seed time), with
   * both seeded DNC lists attached: 5 of the contacts it has reached were skipped as on a DNC list
   */
  onWithDncLists: 'f0000000-0000-4000-8000-000000000138'
} as const
