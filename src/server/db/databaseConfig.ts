import path from 'node:path'

export type DatabaseConfig =
  { dialect: 'postgres'; url: string; poolSize: number } | { dialect: 'sqlite'; file: string }

export const DEFAULT_SQLITE_FILE = 'data/campaign-manager.sqlite'

const text = (value: string | undefined) => value?.trim() || undefined

/**
 * DATABASE_URL (postgres://…) selects PostgreSQL; without it the app keeps its data in a SQLite file
 * (DATABASE_FILE, default data/campaign-manager.sqlite under the working directory).
 */
export function readDatabaseConfig(env: Record<string, string | undefined>): DatabaseConfig {
  const url = text(env.DATABASE_URL)
  if (url) {
    const poolSize = Number(text(env.DATABASE_POOL_SIZE) ?? 10)
    return {
      dialect: 'postgres',
      url,
      poolSize: Number.isInteger(poolSize) && poolSize > 0 ? poolSize : 10
    }
  }
  return {
    dialect: 'sqlite',
    // The file is chosen at run time: tell Turbopack not to trace (bundle) whatever it might point at.
    file: path.resolve(
      /* turbopackIgnore: true */ process.cwd(),
      text(env.DATABASE_FILE) ?? DEFAULT_SQLITE_FILE
    )
  }
}
