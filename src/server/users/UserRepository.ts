import { sql, type Kysely } from 'kysely'
import type { Role } from '@/shared/acl'
import { containsPattern, type Database, type UsersTable } from '@/server/db'
import type { SortDirection, UserSortField } from './listUsersQuery'
import type { UserStatus } from './userStatuses'

export interface UserFilter {
  /** already a search key (toSearchKey) */
  q: string
  role: Role | null
  status: UserStatus | null
}

export interface UserPage {
  sortField: UserSortField
  direction: SortDirection
  limit: number
  offset: number
}

// What each sort orders by. Names and addresses use their lower-cased keys ("anna" beside "Anna"). The
// address (unique in an organisation) ends every ordering, so paging through equal values never shows a row
// twice or skips one; each ordering is the tail of an index (see the migration), so no sort step is needed.
const sortColumns = {
  fullName: ['full_name_key', 'email_key'],
  email: ['email_key'],
  role: ['role', 'full_name_key', 'email_key'],
  status: ['status', 'full_name_key', 'email_key'],
  createdAt: ['created_at', 'email_key']
} as const satisfies Record<UserSortField, readonly (keyof UsersTable)[]>

/** Reads and writes the users table. Every method takes the organisation: no query crosses organisations. */
export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private filtered(orgId: string, { q, role, status }: UserFilter) {
    let query = this.db.selectFrom('users').where('org_id', '=', orgId)
    if (role) query = query.where('role', '=', role)
    if (status) query = query.where('status', '=', status)
    if (q) {
      const pattern = containsPattern(q)
      query = query.where(
        sql<boolean>`(full_name_key like ${pattern} escape '\\' or email_key like ${pattern} escape '\\')`
      )
    }
    return query
  }

  list(orgId: string, filter: UserFilter, page: UserPage): Promise<UsersTable[]> {
    let query = this.filtered(orgId, filter).selectAll()
    for (const column of sortColumns[page.sortField]) query = query.orderBy(column, page.direction)
    return query.limit(page.limit).offset(page.offset).execute()
  }

  async count(orgId: string, filter: UserFilter): Promise<number> {
    const row = await this.filtered(orgId, filter)
      .select(eb => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow()
    // PostgreSQL answers count(*) as a bigint string, SQLite as a number.
    return Number(row.count)
  }

  /** How many people of the organisation have each role and each status. */
  async countByRoleAndStatus(
    orgId: string
  ): Promise<{ role: Map<string, number>; status: Map<string, number> }> {
    const [roles, statuses] = await Promise.all([
      this.db
        .selectFrom('users')
        .where('org_id', '=', orgId)
        .select(eb => ['role', eb.fn.countAll().as('count')])
        .groupBy('role')
        .execute(),
      this.db
        .selectFrom('users')
        .where('org_id', '=', orgId)
        .select(eb => ['status', eb.fn.countAll().as('count')])
        .groupBy('status')
        .execute()
    ])
    return {
      role: new Map(roles.map(row => [row.role, Number(row.count)])),
      status: new Map(statuses.map(row => [row.status, Number(row.count)]))
    }
  }

  findById(orgId: string, id: string): Promise<UsersTable | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst()
  }

  findByEmailKey(orgId: string, emailKey: string): Promise<UsersTable | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('email_key', '=', emailKey)
      .executeTakeFirst()
  }

  /** The address keys of `emailKeys` the organisation already lists (the directory lookup marks them). */
  async listedEmailKeys(orgId: string, emailKeys: readonly string[]): Promise<Set<string>> {
    if (emailKeys.length === 0) return new Set()
    const rows = await this.db
      .selectFrom('users')
      .select('email_key')
      .where('org_id', '=', orgId)
      .where('email_key', 'in', [...emailKeys])
      .execute()
    return new Set(rows.map(row => row.email_key))
  }

  /** Inserts the row unless the organisation already lists its address; answers the row, or undefined. */
  insertIfNew(row: UsersTable): Promise<UsersTable | undefined> {
    return this.db
      .insertInto('users')
      .values(row)
      .onConflict(conflict => conflict.columns(['org_id', 'email_key']).doNothing())
      .returningAll()
      .executeTakeFirst()
  }

  /** A sign-in: `pending` becomes `active`, and the platform's user id is kept once known. */
  recordSignIn(orgId: string, id: string, platformUserId: string | null): Promise<UsersTable | undefined> {
    return this.db
      .updateTable('users')
      .set(eb => ({
        status: sql<UserStatus>`case when status = 'pending' then 'active' else status end`,
        platform_user_id: eb.fn.coalesce('platform_user_id', eb.val(platformUserId))
      }))
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
  }

  /** A new role for one person of the organisation; the row as it is now, or undefined for an unknown id. */
  changeRole(orgId: string, id: string, role: Role): Promise<UsersTable | undefined> {
    return this.db
      .updateTable('users')
      .set({ role })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
  }

  /** How many admins, other than `exceptId`, can still act (i.e. are not inactive). */
  async countOtherWorkingAdmins(orgId: string, exceptId: string): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .where('org_id', '=', orgId)
      .where('role', '=', 'admin')
      .where('status', '!=', 'inactive')
      .where('id', '!=', exceptId)
      .select(eb => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow()
    return Number(row.count)
  }

  async wasRemoved(orgId: string, emailKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('removed_users')
      .select('email_key')
      .where('org_id', '=', orgId)
      .where('email_key', '=', emailKey)
      .executeTakeFirst()
    return row !== undefined
  }

  async recordRemoval(orgId: string, emailKey: string, removedAt: string): Promise<void> {
    await this.db
      .insertInto('removed_users')
      .values({ org_id: orgId, email_key: emailKey, removed_at: removedAt })
      .onConflict(conflict =>
        conflict.columns(['org_id', 'email_key']).doUpdateSet({ removed_at: removedAt })
      )
      .execute()
  }

  async forgetRemoval(orgId: string, emailKey: string): Promise<void> {
    await this.db
      .deleteFrom('removed_users')
      .where('org_id', '=', orgId)
      .where('email_key', '=', emailKey)
      .execute()
  }

  async deleteById(orgId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('users')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst()
    return result.numDeletedRows > BigInt(0)
  }
}
