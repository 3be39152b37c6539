import { mkdirSync } from 'node:fs'
import path from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import { Pool } from 'pg'
import { cacheStatements } from './cacheStatements'
import type { Database } from './Database'
import type { DatabaseConfig } from './databaseConfig'
import type { DatabaseHandle } from './DatabaseHandle'
import { serverLog } from '@/server/logging/serverLog'

/** Opens the configured database (no migration: see openDatabase). */
export function createDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.dialect === 'postgres') {
    const pool = new Pool({ connectionString: config.url, max: config.poolSize })
    // An idle connection that the server drops (a restart, a terminated backend) is reported on the pool;
    // unheard, Node would end the whole process. The pool replaces the connection on the next query.
    pool.on('error', error => {
      serverLog.warning('A PostgreSQL connection was lost: {ErrorMessage}', { ErrorMessage: error.message })
    })
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' }
  }
  mkdirSync(path.dirname(config.file), { recursive: true })
  const sqlite = new BetterSqlite3(config.file)
  // WAL: readers do not wait for the writer, and another process (a second server, a script) may read
  // the file while this one writes. NORMAL is durable enough with WAL (a power cut may lose the last
  // commits, never corrupt). busy_timeout: wait for another process's write instead of failing at once.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: cacheStatements(sqlite) }) }),
    dialect: 'sqlite'
  }
}
