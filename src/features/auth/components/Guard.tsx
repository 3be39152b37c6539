import type { ReactNode } from 'react'

import { AuthGuard } from './AuthGuard'
import { GuestGuard } from './GuestGuard'

interface GuardProps {
  children: ReactNode
  /** default true: pages are auth-guarded unless they say otherwise */
  authGuard?: boolean
  /** guest-only pages, such as /login */
  guestGuard?: boolean
  fallback: ReactNode
}

export function Guard({ children, authGuard = true, guestGuard = false, fallback }: GuardProps) {
  if (guestGuard) return <GuestGuard fallback={fallback}>{children}</GuestGuard>
  if (!authGuard) return <>{children}</>
  return <AuthGuard fallback={fallback}>{children}</AuthGuard>
}
