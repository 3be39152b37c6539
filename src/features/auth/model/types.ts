import type { Role } from '@/shared/acl'

/** The signed-in person as the shell keeps it (spec section 3, "Stored user session"). */
export interface SessionUser {
  /** always 1: the spec's user object has no platform id */
  id: 1
  /** from the auth service's answer (issue 4); `admin` when it names none (spec section 6) */
  role: Role
  fullName: string
  username: string
  email: string
  /** organisation name */
  company: string
  /** organisation id */
  companyID: string
}

/** What the auth service's /Validate answers (spec sections 3 and 7). */
export interface ValidationResponse {
  userName?: string
  userEmail?: string
  orgId?: string
  userFullName?: string
  orgName?: string
  /** read for logging only */
  orgFriendlyName?: string
  /** the person's role in their organisation's users list (docs/access-control.md); may be absent */
  role?: string
}

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn'
