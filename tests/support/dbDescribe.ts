import { postgresAvailability, type TestDatabaseKind } from './dbTestDatabase'

/**
 * Declares the same suite once per database: SQLite (always) and PostgreSQL (from TEST_DATABASE_URL).
 * Without PostgreSQL: under CI=true a failing test says why (a green run must mean both databases were
 * tested); elsewhere the PostgreSQL suite is skipped and the reason printed.
 */
export function describeOnDatabases(name: string, suite: (kind: TestDatabaseKind) => void): void {
  describe(`${name} [sqlite]`, () => suite('sqlite'))
  const availability = postgresAvailability()
  if ('url' in availability) {
    describe(`${name} [postgres]`, () => suite('postgres'))
  } else if (process.env.CI === 'true') {
    describe(`${name} [postgres]`, () => {
      it('has a PostgreSQL server to run on', () => {
        throw new Error(availability.missing)
      })
    })
  } else {
    describe.skip(`${name} [postgres] (skipped: TEST_DATABASE_URL is not set)`, () => suite('postgres'))
    if (!reported) {
      reported = true
      console.warn(`Skipping the PostgreSQL suites: ${availability.missing}`)
    }
  }
}

let reported = false
