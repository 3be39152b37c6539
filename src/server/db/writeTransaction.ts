import { sql, type Kysely } from 'kysely'
import type { Database } from './Database'
import type { DatabaseHandle } from './DatabaseHandle'

/**
 * Runs `work` in a transaction that no other write of the same `lockKey` (e.g. one organisation's users)
 * can interleave with, so a check followed by a write (is this the last admin? then refuse) holds.
 * - PostgreSQL: a transaction-scoped advisory lock on the key (released at commit or rollback).
 * - SQLite: BEGIN IMMEDIATE takes the database's write lock up front, so a second process cannot slip in
 *   between the check and the write (Kysely's own `begin` would only lock at the first write). In one
 *   process Kysely's single SQLite connection already runs transactions one at a time.
 */
export async function writeTransaction<T>(
  { db, dialect }: DatabaseHandle,
  lockKey: string,
  work: (trx: Kysely<Database>) => Promise<T>
): Promise<T> {
  if (dialect === 'postgres') {
    return db.transaction().execute(async trx => {
      await sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`.execute(trx)
      return work(trx)
    })
  }
  return db.connection().execute(async connection => {
    await sql`begin immediate`.execute(connection)
    try {
      const result = await work(connection)
      await sql`commit`.execute(connection)
      return result
    } catch (error) {
      await sql`rollback`.execute(connection)
      throw error
    }
  })
}
