import type { Kysely } from 'kysely'
import type { Database } from './Database'

/** The open database and which engine it is (the few dialect-specific steps, e.g. locking, need to know). */
export interface DatabaseHandle {
  db: Kysely<Database>
  dialect: 'sqlite' | 'postgres'
}
