import type BetterSqlite3 from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

/**
 * Kysely's SQLite driver prepares every query anew. The app runs the same few statements again and again
 * (the users list above all), so keep the prepared statements: a bounded map, oldest out first. Safe because
 * the driver runs one statement at a time on its single connection.
 */
export function cacheStatements(database: BetterSqlite3.Database, maxStatements = 256): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>()
  return {
    prepare(sql) {
      let statement = statements.get(sql)
      if (!statement) {
        statement = database.prepare(sql)
        if (statements.size >= maxStatements) {
          const oldest = statements.keys().next().value
          if (oldest !== undefined) statements.delete(oldest)
        }
        statements.set(sql, statement)
      }
      return statement
    },
    close: () => database.close()
  }
}
