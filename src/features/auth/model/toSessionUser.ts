import { DEFAULT_ROLE, isRole } from '@/shared/acl'

import type { SessionUser, ValidationResponse } from './types'

const REQUIRED = ['userName', 'userEmail', 'orgId', 'userFullName', 'orgName'] as const

/** The spec's user object from a validation answer, or null when the organisation info is incomplete. */
export function toSessionUser(answer: ValidationResponse | null | undefined): SessionUser | null {
  if (!answer || typeof answer !== 'object') return null
  for (const field of REQUIRED) {
    const value = answer[field]
    if (typeof value !== 'string' || value.trim() === '') return null
  }
  return {
    id: 1,
    // The role the auth service read from the organisation's users list; every signed-in user is an admin
    // when it names none, or none we know (docs/product-rules.md#roles-and-permissions).
    role: isRole(answer.role) ? answer.role : DEFAULT_ROLE,
    fullName: answer.userFullName!,
    username: answer.userName!,
    email: answer.userEmail!,
    company: answer.orgName!,
    companyID: answer.orgId!
  }
}
