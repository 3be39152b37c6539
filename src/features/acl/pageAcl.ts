import { ACL_SUBJECTS, type AclAction, type AclSubject } from '@/shared/acl'

/** What a page requires: its `acl` static (the page check, docs/product-rules.md#roles-and-permissions). */
export interface PageAcl {
  action: AclAction
  subject: AclSubject
}

/**
 * The required permission of a page that declares none (the product's rules leave it to the application:
 * docs/product-rules.md#roles-and-permissions):
 * `read` on `all`. Under the spec's rules an admin has it (`manage all`), a supervisor has it (CRUD on the
 * subject checked, here `all`), a client does not (`read acl-page` only). So a new page is closed to clients
 * until it says otherwise, and open to the roles that run campaigns.
 */
export const DEFAULT_PAGE_ACL: PageAcl = { action: 'read', subject: ACL_SUBJECTS.all }

/**
 * Shown without a permission check (docs/product-rules.md#roles-and-permissions), besides guest pages and
 * unguarded ones; `/_error` is Next's own error page (an error is never a permission matter).
 */
export const ACL_EXEMPT_PATHS: readonly string[] = ['/', '/401', '/404', '/500', '/_error']

/** What the guard needs to know about the page being shown. */
export interface AclPageInfo {
  pathname: string
  acl?: PageAcl
  authGuard?: boolean
  guestGuard?: boolean
}

/**
 * Whether the page is shown without a permission check: guest pages, pages that are not auth-guarded (the
 * error pages, the OAuth callback page), and "/", "/401", "/404", "/500".
 */
export const isAclExempt = ({ pathname, authGuard = true, guestGuard = false }: AclPageInfo): boolean =>
  guestGuard || !authGuard || ACL_EXEMPT_PATHS.includes(pathname)

/** The permission the page requires: its own, or the default. */
export const requiredAcl = (page: AclPageInfo): PageAcl => page.acl ?? DEFAULT_PAGE_ACL
