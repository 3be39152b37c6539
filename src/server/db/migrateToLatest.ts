import { Migrator, type Kysely } from 'kysely'
import type { Database } from './Database'
import { migrations } from './migrations/migrations'

/** Applies every migration not applied yet; throws (with the failing migration's name) on failure. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find(result => result.status === 'Error')?.migrationName
    throw new Error(
      `Database migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error }
    )
  }
}
