import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { ROLES, type Role } from '@/shared/acl'
import { containsPattern, toSearchKey, type Database } from '@/server/db'
import type { CatalogueEntry } from './permissionCatalogue'
import type { PermissionRecord } from './PermissionRecord'

export interface PermissionFilter {
  /** already a search key (toSearchKey) */
  q: string
  role: Role | null
}

const byRank = (a: Role, b: Role) => ROLES.indexOf(a) - ROLES.indexOf(b)

/** Reads and writes an organisation's permissions catalogue. */
export class PermissionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(orgId: string, { q, role }: PermissionFilter): Promise<PermissionRecord[]> {
    let query = this.db.selectFrom('permissions').where('org_id', '=', orgId)
    if (q) {
      const pattern = containsPattern(q)
      query = query.where(
        sql<boolean>`(name_key like ${pattern} escape '\\' or subject like ${pattern} escape '\\' or action like ${pattern} escape '\\')`
      )
    }
    if (role)
      query = query.where(
        'id',
        'in',
        this.db.selectFrom('permission_roles').select('permission_id').where('role', '=', role)
      )
    const rows = await query.selectAll().orderBy('name_key').orderBy('id').execute()
    if (rows.length === 0) return []
    const assignments = await this.db
      .selectFrom('permission_roles')
      .select(['permission_id', 'role'])
      .where(
        'permission_id',
        'in',
        rows.map(row => row.id)
      )
      .execute()
    const rolesOf = new Map<string, Role[]>()
    for (const { permission_id, role: assigned } of assignments)
      rolesOf.set(permission_id, [...(rolesOf.get(permission_id) ?? []), assigned])
    return rows.map(row => ({
      id: row.id,
      name: row.name,
      subject: row.subject,
      action: row.action,
      assignedTo: (rolesOf.get(row.id) ?? []).sort(byRank),
      createdDate: row.created_at
    }))
  }

  async count(orgId: string): Promise<number> {
    const row = await this.db
      .selectFrom('permissions')
      .where('org_id', '=', orgId)
      .select(eb => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow()
    return Number(row.count)
  }

  /** How many of the organisation's permissions each role holds. */
  async countByRole(orgId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('permission_roles')
      .innerJoin('permissions', 'permissions.id', 'permission_roles.permission_id')
      .where('permissions.org_id', '=', orgId)
      .select(eb => ['permission_roles.role', eb.fn.countAll().as('count')])
      .groupBy('permission_roles.role')
      .execute()
    return new Map(rows.map(row => [row.role, Number(row.count)]))
  }

  /**
   * Adds the catalogue's entries the organisation lacks (by subject and action), with their roles, in one
   * transaction. Running it twice, or from two processes at once, adds nothing the second time.
   */
  async installCatalogue(orgId: string, catalogue: readonly CatalogueEntry[], now: Date): Promise<void> {
    await this.db.transaction().execute(async trx => {
      for (const [index, entry] of catalogue.entries()) {
        const inserted = await trx
          .insertInto('permissions')
          .values({
            id: randomUUID(),
            org_id: orgId,
            name: entry.name,
            name_key: toSearchKey(entry.name),
            subject: entry.subject,
            action: entry.action,
            // one millisecond apart, in catalogue order
            created_at: new Date(now.getTime() + index).toISOString()
          })
          .onConflict(conflict => conflict.columns(['org_id', 'subject', 'action']).doNothing())
          .returning('id')
          .executeTakeFirst()
        if (!inserted) continue
        await trx
          .insertInto('permission_roles')
          .values(entry.assignedTo.map(role => ({ permission_id: inserted.id, role })))
          .execute()
      }
    })
  }
}
