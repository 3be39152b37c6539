import { createMongoAbility } from '@casl/ability'
import type { AclSubject, AppAbility } from './aclTypes'
import { defineRulesFor } from './defineRulesFor'
import type { Role } from './roles'

/** The CASL ability of `role` for a check on `subject` (see defineRulesFor). */
export const buildAbilityFor = (role: Role, subject: AclSubject): AppAbility =>
  createMongoAbility<AppAbility>(defineRulesFor(role, subject))
