import { ACL_SUBJECTS, type AclAction, type AclSubject } from './aclTypes'

/** Who may open a page: the app role's requirement, and the Genesys Cloud permissions its data needs. */
export interface PageAccess {
  /** the page's `acl` (the page check, AclGuard): what the app role must allow */
  acl: { action: AclAction; subject: AclSubject }
  /**
   * the Genesys Cloud permissions without which the page's own read is refused (403 from the platform): every
   * one is needed. None: the app role decides alone.
   */
  platform: readonly string[]
}

/** Every role reads these pages, a client included (`read acl-page`, as the API answers their reads). */
const READ_ANY_ROLE = { action: 'read', subject: ACL_SUBJECTS.aclPage } as const

/**
 * The one list of who may open each signed-in page (but `/`, which everyone may: docs/access-control.md). The
 * pages take their `acl` from here, the navigation offers a page only to people who pass both halves, and
 * the server's `GET /api/access/pages` answers the platform half from the same entries, so the three never
 * disagree. A page not listed is not in the navigation and declares its `acl` itself.
 */
export const PAGE_ACCESS = {
  '/contact-lists': { acl: READ_ANY_ROLE, platform: ['outbound:contactList:view'] },
  '/dnc-lists': { acl: READ_ANY_ROLE, platform: ['outbound:dncList:view'] },
  '/schedules': { acl: READ_ANY_ROLE, platform: ['outbound:schedule:view'] },
  '/callable-time-sets': { acl: READ_ANY_ROLE, platform: ['outbound:callableTimeSet:view'] },
  '/sequences': { acl: READ_ANY_ROLE, platform: ['outbound:campaignSequence:view'] },
  // the app's own data: the role decides (admins and supervisors)
  '/users': { acl: { action: 'read', subject: ACL_SUBJECTS.users }, platform: [] },
  '/permissions': { acl: { action: 'read', subject: ACL_SUBJECTS.permissions }, platform: [] }
} as const satisfies Record<string, PageAccess>

export type AccessPath = keyof typeof PAGE_ACCESS

export const ACCESS_PATHS = Object.keys(PAGE_ACCESS) as AccessPath[]

/** GET /api/access/pages: for each page of PAGE_ACCESS, the first Genesys Cloud permission the person lacks. */
export interface PageAccessAnswer {
  /** null: the person has every permission the page needs (or the platform did not list them) */
  missing: Record<AccessPath, string | null>
}
