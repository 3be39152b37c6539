import { ROLES, type Role } from './roles'

// ROLES is ordered from most to least powerful: a lower index outranks a higher one.
const rank = (role: Role) => ROLES.indexOf(role)

/**
 * Whether someone with `actorRole` may add, change or remove a person who has (or would get) `targetRole`:
 * only a role at least as powerful as the target's. The spec's rules let a supervisor create and delete
 * users; this keeps that from becoming a way to make (or remove) admins.
 */
export const canActOnRole = (actorRole: Role, targetRole: Role): boolean =>
  rank(actorRole) <= rank(targetRole)
