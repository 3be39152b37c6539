import type { Role } from '@/shared/acl'

/** Who is asking: the organisation and the person's row, from the validated token and the database. */
export interface Actor {
  orgId: string
  userId: string
  role: Role
}

/** Who acts, as the audit names them (a Caller is one). */
export interface NamedActor extends Actor {
  email: string
  fullName: string
}
