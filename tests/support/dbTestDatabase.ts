import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Client } from 'pg'

export type TestDatabaseKind = 'sqlite' | 'postgres'

export interface TestDatabase {
  kind: TestDatabaseKind
  /** the environment that points the app at this database (set it, then closeDatabase() to reopen) */
  env: Record<string, string | undefined>
  /** removes the database (the app's connection must be closed first) */
  drop(): Promise<void>
}

/**
 * Whether the PostgreSQL suites can run: TEST_DATABASE_URL names a server where the user may create
 * databases (.ci/run and scripts/test.mjs provide one). Without it CI must fail, never pass silently;
 * on a developer's machine the suites are skipped with the reason printed.
 */
export function postgresAvailability(): { url: string } | { missing: string } {
  const url = process.env.TEST_DATABASE_URL?.trim()
  if (url) return { url }
  return {
    missing:
      'TEST_DATABASE_URL is not set, so the PostgreSQL suites cannot run. `npm test` starts a throwaway ' +
      'PostgreSQL when its binaries are installed (apt-get install postgresql); or point TEST_DATABASE_URL ' +
      'at a server where the user may CREATE DATABASE.'
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/** A fresh, empty database for one test suite: a SQLite file in a temp folder, or a new PostgreSQL database. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const folder = mkdtempSync(path.join(tmpdir(), 'cm-test-db-'))
    return {
      kind,
      env: { DATABASE_URL: undefined, DATABASE_FILE: path.join(folder, 'test.sqlite') },
      drop: async () => rmSync(folder, { recursive: true, force: true })
    }
  }
  const availability = postgresAvailability()
  if ('missing' in availability) throw new Error(availability.missing)
  const name = `cm_test_${randomBytes(6).toString('hex')}`
  const admin = new Client({ connectionString: availability.url })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  return {
    kind,
    env: { DATABASE_URL: withDatabase(availability.url, name), DATABASE_FILE: undefined },
    drop: async () => {
      const client = new Client({ connectionString: availability.url })
      await client.connect()
      try {
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
    }
  }
}

/** Sets (or, for undefined, removes) environment variables. */
export function applyEnv(env: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
}
