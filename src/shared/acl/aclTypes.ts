import type { MongoAbility, RawRuleOf } from '@casl/ability'

/** CASL's `manage` means every action; the others are the CRUD the spec grants to "any other role". */
export type AclAction = 'manage' | 'read' | 'create' | 'update' | 'delete'

/**
 * A subject is what a page or an endpoint protects, named by a string (`users`, `permissions`, `acl-page`…);
 * CASL's `all` means every subject. Kept open (string) because the spec's rule grants CRUD on whichever
 * subject the page passes in.
 */
export type AclSubject = string

export type AppAbility = MongoAbility<[AclAction, AclSubject]>
export type AppRule = RawRuleOf<AppAbility>

/** The subjects this product names today (pages and API endpoints use these). */
export const ACL_SUBJECTS = {
  all: 'all',
  /** the client-facing page of the spec: the only thing a client may read */
  aclPage: 'acl-page',
  users: 'users',
  permissions: 'permissions',
  campaigns: 'campaigns',
  contactLists: 'contact-lists',
  dncLists: 'dnc-lists',
  schedules: 'schedules',
  callableTimeSets: 'callable-time-sets',
  sequences: 'sequences'
} as const
