import { ACL_SUBJECTS, type AclAction, type Role } from '@/shared/acl'

export interface CatalogueEntry {
  name: string
  subject: string
  action: AclAction
  assignedTo: readonly Role[]
}

/**
 * What each role of this product may do, in words, as every organisation's permissions list shows it.
 * It describes the rules that are enforced (defineRulesFor on every page and API call, plus the rule that
 * only an admin may add or remove an admin); permissionCatalogue.test.ts keeps the two from drifting apart.
 * The campaign entries describe the subjects the campaign pages and /api/campaigns/* will check.
 */
export const PERMISSION_CATALOGUE: readonly CatalogueEntry[] = [
  { name: 'View users', subject: ACL_SUBJECTS.users, action: 'read', assignedTo: ['admin', 'supervisor'] },
  {
    name: 'Add supervisors and clients',
    subject: ACL_SUBJECTS.users,
    action: 'create',
    assignedTo: ['admin', 'supervisor']
  },
  {
    name: 'Remove supervisors and clients',
    subject: ACL_SUBJECTS.users,
    action: 'delete',
    assignedTo: ['admin', 'supervisor']
  },
  {
    name: 'Change the role of supervisors and clients',
    subject: ACL_SUBJECTS.users,
    action: 'update',
    assignedTo: ['admin', 'supervisor']
  },
  { name: 'Add and remove admins', subject: ACL_SUBJECTS.users, action: 'manage', assignedTo: ['admin'] },
  {
    name: 'View permissions',
    subject: ACL_SUBJECTS.permissions,
    action: 'read',
    assignedTo: ['admin', 'supervisor']
  },
  {
    name: 'View campaigns',
    subject: ACL_SUBJECTS.campaigns,
    action: 'read',
    assignedTo: ['admin', 'supervisor']
  },
  {
    name: 'Start, stop and recycle campaigns',
    subject: 'campaign-runs',
    action: 'update',
    assignedTo: ['admin', 'supervisor']
  },
  {
    name: 'Edit campaign settings',
    subject: ACL_SUBJECTS.campaigns,
    action: 'update',
    assignedTo: ['admin', 'supervisor']
  },
  {
    name: 'View the client page',
    subject: ACL_SUBJECTS.aclPage,
    action: 'read',
    assignedTo: ['admin', 'supervisor', 'client']
  },
  {
    name: 'Everything, in every part of the app',
    subject: ACL_SUBJECTS.all,
    action: 'manage',
    assignedTo: ['admin']
  }
]
