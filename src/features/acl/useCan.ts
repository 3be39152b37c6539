import { useCallback } from 'react'

import { useAuth } from '@/features/auth'
import type { AclAction, AclSubject } from '@/shared/acl'

import { useAclEngine } from './aclEngine'

/**
 * `can(action, subject)` for the signed-in person: false when nobody is signed in, and until the rules have
 * loaded (a guarded page only renders once they have, so inside one the answer is always final).
 */
export function useCan(): (action: AclAction, subject: AclSubject) => boolean {
  const { user } = useAuth()
  const engine = useAclEngine()
  const role = user?.role
  return useCallback(
    (action: AclAction, subject: AclSubject) =>
      role !== undefined && engine !== null && engine.roleCan(role, action, subject),
    [role, engine]
  )
}
