import type { NextPage } from 'next'
import type { ReactElement, ReactNode } from 'react'

import type { PageAcl } from '@/features/acl'

/** What a page may declare about itself; the shell reads these statics. */
export type AppPage<P = object> = NextPage<P> & {
  /** default true */
  authGuard?: boolean
  /** guest-only page (redirects a signed-in user away) */
  guestGuard?: boolean
  /**
   * the permission the page requires (docs/product-rules.md#roles-and-permissions); default `read` `all`
   * (DEFAULT_PAGE_ACL: admins and supervisors, not clients). Not checked on guest pages, unguarded pages,
   * "/", "/401", "/404", "/500".
   */
  acl?: PageAcl
  /** wraps the page; the default is the signed-in layout */
  getLayout?: (page: ReactElement) => ReactNode
}
