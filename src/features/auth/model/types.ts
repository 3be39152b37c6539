import type { Role } from '@/shared/acl'

/** The signed-in person as the shell keeps it (docs/product-rules.md#the-stored-session). */
export interface SessionUser {
  /** always 1: the spec's user object has no platform id */
  id: 1
  /**
   * from the auth service's answer (issue 4); `admin` when it names none
   * (docs/product-rules.md#the-stored-session)
   */
  role: Role
  fullName: string
  username: string
  email: string
  /** organisation name */
  company: string
  /** organisation id */
  companyID: string
}

/** What the auth service's /Validate answers (docs/product-rules.md#the-validation-answer). */
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
