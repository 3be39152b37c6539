import { buildAbilityFor, type AclAction, type AclSubject, type Role } from '@/shared/acl'

export { buildAbilityFor }

/**
 * Whether `role` may do `action` on `subject`, by the shared rules and CASL (the same check the server makes).
 * The ability is built for this very check: the spec's rules depend on the subject passed in (a supervisor's
 * CRUD is on "the subject passed in"), so an ability built for one page or action says nothing about another.
 * Cheap (one or two rules), so never cached.
 */
export const roleCan = (role: Role, action: AclAction, subject: AclSubject): boolean =>
  buildAbilityFor(role, subject).can(action, subject)
