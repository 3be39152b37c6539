import { ACL_SUBJECTS, type AclSubject, type AppRule } from './aclTypes'
import type { Role } from './roles'

/**
 * The permission rules of a role, exactly as the product's rules give them
 * (docs/product-rules.md#roles-and-permissions):
 * - admin: any action on any subject;
 * - client: read the `acl-page` subject only;
 * - any other role (supervisor): read, create, update and delete on the one subject passed in (the page's
 *   or the endpoint's), which is why the caller must pass the subject it is about to check.
 * Plain JSON rules, so the same function serves the browser (pages, navigation) and the server (every API
 * call, with the role from the database).
 */
export function defineRulesFor(role: Role, subject: AclSubject): AppRule[] {
  if (role === 'admin') return [{ action: 'manage', subject: ACL_SUBJECTS.all }]
  if (role === 'client') return [{ action: 'read', subject: ACL_SUBJECTS.aclPage }]
  return [{ action: ['read', 'create', 'update', 'delete'], subject }]
}
