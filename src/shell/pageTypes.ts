import type { NextPage } from 'next'
import type { ReactElement, ReactNode } from 'react'

/** What a page may declare about itself; the shell reads these statics. */
export type AppPage<P = object> = NextPage<P> & {
  /** default true */
  authGuard?: boolean
  /** guest-only page (redirects a signed-in user away) */
  guestGuard?: boolean
  /** wraps the page; the default is the signed-in layout */
  getLayout?: (page: ReactElement) => ReactNode
}
