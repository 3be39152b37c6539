import type { ReactNode } from 'react'

import type { AclAction, AclSubject } from '@/shared/acl'

import { useCan } from './useCan'

interface CanProps {
  I: AclAction
  a: AclSubject
  children: ReactNode
  /** shown instead when not allowed (default: nothing) */
  otherwise?: ReactNode
}

/** Shows its children only when the signed-in person may do `I` on `a`: `<Can I="create" a="users">…</Can>`. */
export function Can({ I: action, a: subject, children, otherwise = null }: CanProps) {
  const can = useCan()
  return <>{can(action, subject) ? children : otherwise}</>
}
