/**
 * The emulator's fixed world. Every id is a UUID literal so tests (and demos) can rely on it; change one and
 * every test that names it must change too. Import these from tests instead of copying the values.
 */

export interface SeedOrganization {
  id: string
  name: string
  /** the org's short name (Genesys' "thirdPartyOrgName"), globally unique */
  thirdPartyOrgName: string
  domain: string
  defaultSiteId: string
  version: number
}

export interface SeedDivision {
  id: string
  name: string
  organizationId: string
}

export interface SeedRole {
  id: string
  name: string
  organizationId: string
}

export interface SeedUser {
  id: string
  name: string
  email: string
  title: string
  organizationId: string
  divisionId: string
  roleIds: readonly string[]
  permissions: readonly string[]
  version: number
}

export interface SeedData {
  organizations: SeedOrganization[]
  divisions: SeedDivision[]
  roles: SeedRole[]
  users: SeedUser[]
}

const crud = ['view', 'add', 'edit', 'delete']

/** Every outbound permission a full administrator holds (domain:entity:action, as Genesys spells them). */
export const OUTBOUND_PERMISSIONS: readonly string[] = Object.entries({
  // recycle: DELETE …/progress takes it or campaign:edit
  campaign: [...crud, 'start', 'stop', 'search', 'recycle'],
  // the dialer's health over time (GET /outbound/diagnostics/campaigns/{id}/summary)
  campaignDiagnostic: ['view'],
  contactList: crud,
  contact: crud,
  contactListFilter: crud,
  dncList: crud,
  // the numbers on DNC lists (dncList:* is the lists themselves)
  dnc: crud,
  campaignRule: crud,
  ruleSet: crud,
  campaignSequence: crud,
  responseSet: crud,
  callableTimeSet: crud,
  attemptLimits: crud,
  schedule: crud,
  // the dialer's event log (GET /outbound/events)
  eventLog: ['view', 'delete'],
  // the organisation's dialer settings (GET /outbound/settings)
  settings: ['view', 'edit'],
  wrapUpCodeMapping: ['view', 'edit']
}).flatMap(([entity, actions]) => actions.map(action => `outbound:${entity}:${action}`))

/**
 * What supervisors and administrators read in Analytics (Genesys' Supervisor and Admin roles have it): the
 * conversation aggregates, e.g. each campaign's abandoned and connected calls today. The viewer role does not.
 */
export const ANALYTICS_PERMISSIONS: readonly string[] = ['analytics:conversationAggregate:view']

/** What listing the queues and scripts a campaign names takes (GET /routing/queues, GET /scripts). */
export const ROUTING_SCRIPT_PERMISSIONS: readonly string[] = ['routing:queue:view', 'scripter:script:view']

/**
 * What listing edge groups takes (GET /telephony/providers/edges/edgegroups): a telephony administrator's
 * permission, which only the administrators hold here. Without it a campaign dials through a site instead.
 */
export const TELEPHONY_PERMISSIONS: readonly string[] = ['telephony:plugin:all']

/**
 * Reading the platform's audit (POST /audits/query/realtime): who changed what, also outside Campaign Manager.
 * Genesys gives it to administrators; supervisors here do without it (the app then says what it would show).
 */
export const AUDIT_PERMISSIONS: readonly string[] = ['audits:audit:view']

/** An administrator: every outbound permission, analytics, the audit, the queue, script and edge-group listings. */
export const ADMIN_PERMISSIONS: readonly string[] = [
  ...OUTBOUND_PERMISSIONS,
  ...AUDIT_PERMISSIONS,
  ...ANALYTICS_PERMISSIONS,
  ...ROUTING_SCRIPT_PERMISSIONS,
  ...TELEPHONY_PERMISSIONS
]

export const SUPERVISOR_PERMISSIONS: readonly string[] = [
  'outbound:campaign:view',
  'outbound:campaign:start',
  'outbound:campaign:stop',
  'outbound:campaign:search',
  'outbound:contactList:view',
  'outbound:contact:view',
  'outbound:dncList:view',
  // Supervisors see when campaigns run and why the dialer did what it did; only admins change it.
  'outbound:schedule:view',
  'outbound:callableTimeSet:view',
  'outbound:campaignSequence:view',
  'outbound:eventLog:view',
  'outbound:settings:view',
  'outbound:campaignDiagnostic:view',
  // and how campaigns did: abandon rates against their targets (POST /analytics/conversations/aggregates/query)
  ...ANALYTICS_PERMISSIONS,
  // the names of queues and scripts; not edge groups (telephony:plugin:all), nor recycle or edit
  ...ROUTING_SCRIPT_PERMISSIONS
]

export const VIEWER_PERMISSIONS: readonly string[] = [
  'outbound:campaign:view',
  'outbound:campaign:search',
  'outbound:contactList:view',
  'outbound:contact:view',
  'outbound:dncList:view'
]

export const seedOrganizations = {
  democc: {
    id: 'a0000000-0000-4000-8000-000000000001',
    name: 'Demo Contact Centre',
    thirdPartyOrgName: 'democc',
    domain: 'democc.example',
    defaultSiteId: 'e0000000-0000-4000-8000-000000000001',
    version: 1
  },
  northwind: {
    id: 'a0000000-0000-4000-8000-000000000002',
    name: 'Northwind Outbound',
    thirdPartyOrgName: 'northwind',
    domain: 'northwind.example',
    defaultSiteId: 'e0000000-0000-4000-8000-000000000002',
    version: 1
  }
} as const satisfies Record<string, SeedOrganization>

/** A division or a role: each belongs to one organisation. */
const owned =
  (organization: keyof typeof seedOrganizations) =>
  <I extends string, N extends string>(id: I, name: N) => ({
    id,
    name,
    organizationId: seedOrganizations[organization].id
  })
const democc = owned('democc')
const northwind = owned('northwind')

export const seedDivisions = {
  democcHome: democc('d0000000-0000-4000-8000-000000000001', 'Home'),
  northwindHome: northwind('d0000000-0000-4000-8000-000000000002', 'Home'),
  // Outbound campaigns are spread over divisions so division filters and divisionviews have something to do.
  democcSales: democc('d0000000-0000-4000-8000-000000000003', 'Sales'),
  democcCollections: democc('d0000000-0000-4000-8000-000000000004', 'Collections')
} satisfies Record<string, SeedDivision>

// Roles belong to one org in Genesys, so Northwind's admin role is a different role from Demo's.
export const seedRoles = {
  democcAdmin: democc('c0000000-0000-4000-8000-000000000001', 'Outbound Admin'),
  democcSupervisor: democc('c0000000-0000-4000-8000-000000000002', 'Outbound Supervisor'),
  democcViewer: democc('c0000000-0000-4000-8000-000000000003', 'Outbound Viewer'),
  northwindAdmin: northwind('c0000000-0000-4000-8000-000000000004', 'Outbound Admin')
} satisfies Record<string, SeedRole>

export const seedUsers = {
  avery: {
    id: 'b0000000-0000-4000-8000-000000000001',
    name: 'Avery Admin',
    email: 'avery.admin@democc.example',
    title: 'Contact Centre Administrator',
    organizationId: seedOrganizations.democc.id,
    divisionId: seedDivisions.democcHome.id,
    roleIds: [seedRoles.democcAdmin.id],
    permissions: ADMIN_PERMISSIONS,
    version: 1
  },
  sam: {
    id: 'b0000000-0000-4000-8000-000000000002',
    name: 'Sam Supervisor',
    email: 'sam.supervisor@democc.example',
    title: 'Outbound Supervisor',
    organizationId: seedOrganizations.democc.id,
    divisionId: seedDivisions.democcHome.id,
    roleIds: [seedRoles.democcSupervisor.id],
    permissions: SUPERVISOR_PERMISSIONS,
    version: 1
  },
  vic: {
    id: 'b0000000-0000-4000-8000-000000000003',
    name: 'Vic Viewer',
    email: 'vic.viewer@democc.example',
    title: 'Quality Analyst',
    organizationId: seedOrganizations.democc.id,
    divisionId: seedDivisions.democcHome.id,
    roleIds: [seedRoles.democcViewer.id],
    permissions: VIEWER_PERMISSIONS,
    version: 1
  },
  nina: {
    id: 'b0000000-0000-4000-8000-000000000004',
    name: 'Nina North',
    email: 'nina.north@northwind.example',
    title: 'Outbound Manager',
    organizationId: seedOrganizations.northwind.id,
    divisionId: seedDivisions.northwindHome.id,
    roleIds: [seedRoles.northwindAdmin.id],
    permissions: ADMIN_PERMISSIONS,
    version: 1
  }
} as const satisfies Record<string, SeedUser>

/** A fresh, mutable copy of the seed: the store starts from it and goes back to it on reset. */
export function createSeedData(): SeedData {
  return structuredClone({
    organizations: Object.values(seedOrganizations),
    divisions: Object.values(seedDivisions),
    roles: Object.values(seedRoles),
    users: Object.values(seedUsers)
  }) as SeedData
}
