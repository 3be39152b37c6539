import type { ReactNode } from 'react'

import { useAuth } from '@/features/auth'

import { useAclEngine } from './aclEngine'
import { type AclPageInfo, isAclExempt, requiredAcl } from './pageAcl'

interface AclGuardProps {
  /** the page being shown: its path and statics */
  page: AclPageInfo
  children: ReactNode
  /** the 401 view, shown when the signed-in person may not see the page */
  denied: ReactNode
  /** shown while the rules load (a moment, once per visit) */
  fallback: ReactNode
}

/**
 * The page check (docs/product-rules.md#roles-and-permissions): the signed-in person's role and the page's
 * required permission (its `acl` static, or DEFAULT_PAGE_ACL) form an ability; if it allows the page's action
 * on its subject the page renders, otherwise `denied` (the 401 view). Exempt pages render as they are. Sits
 * inside the auth guard, so a guarded page only gets here with a user.
 *
 * The check is made on every render for the page being shown, never kept from an earlier page: the ability
 * depends on the subject, and the template this look comes from cached the first page's (a known bug).
 */
export function AclGuard({ page, children, denied, fallback }: AclGuardProps) {
  const { user } = useAuth()
  const engine = useAclEngine()
  if (isAclExempt(page)) return <>{children}</>
  if (!engine) return <>{fallback}</>
  const { action, subject } = requiredAcl(page)
  const allowed = user !== null && engine.roleCan(user.role, action, subject)
  return <>{allowed ? children : denied}</>
}
