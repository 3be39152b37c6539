import type { Migration } from 'kysely'
import { m0001_usersAndPermissions } from './m0001_usersAndPermissions'
import { m0002_campaigns } from './m0002_campaigns'
import { m0003_hardening } from './m0003_hardening'
import { m0004_lists } from './m0004_lists'
import { m0005_schedules } from './m0005_schedules'
import { m0006_performance } from './m0006_performance'
import { m0007_auditTrail } from './m0007_auditTrail'

/**
 * Every migration, in order, imported statically: Kysely's FileMigrationProvider imports files by path at
 * run time, which Next's bundles do not keep. Add a migration here with the next number; never edit or
 * rename one that has shipped (the name is what Kysely records as applied).
 */
export const migrations: Record<string, Migration> = {
  '0001_users_and_permissions': m0001_usersAndPermissions,
  '0002_campaigns': m0002_campaigns,
  '0003_hardening': m0003_hardening,
  '0004_lists': m0004_lists,
  '0005_schedules': m0005_schedules,
  '0006_performance': m0006_performance,
  '0007_audit_trail': m0007_auditTrail
}
