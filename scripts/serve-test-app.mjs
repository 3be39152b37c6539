// Serves one end-to-end build of the app (see tests/e2e/support/testEnvironment.ts), building it first when
// it is missing. `npm test` always rebuilds both before the browser tests run.
import { existsSync, rmSync } from 'node:fs'

import { run, step } from './processes.mjs'

const [grant, port, distDir, emulatorUrl] = process.argv.slice(2)
const env = {
  NEXT_DIST_DIR: distDir,
  NEXT_PUBLIC_OAUTH_GRANT: grant,
  NEXT_PUBLIC_GENESYS_EMULATOR_URL: emulatorUrl
}
if (!existsSync(`${distDir}/BUILD_ID`)) {
  const code = await step(`build ${grant}`, 'node_modules/.bin/next', ['build'], { env })
  if (code !== 0) process.exit(code)
}
// As `npm run build` leaves it: the static files compressed with brotli too (a build made before has them
// made now; files already done are skipped).
const compressed = await step(`precompress ${grant}`, process.execPath, ['scripts/precompress.mjs', distDir])
if (compressed !== 0) process.exit(compressed)
// Each served build keeps its data in its own SQLite file, new for every run, so that runs never see each
// other's users.
const databaseFile = `${distDir}/e2e-data.sqlite`
for (const suffix of ['', '-wal', '-shm']) rmSync(`${databaseFile}${suffix}`, { force: true })
// As `npm start` serves it (scripts/serve.mjs: the precompressed static files, requests Node cannot parse
// answered as JSON, the graceful shutdown).
const app = run(`app ${grant}`, process.execPath, ['scripts/serve.mjs'], {
  env: {
    ...env,
    PORT: port,
    // every address, as `next start -p` listened (a HOSTNAME in the environment would narrow it)
    HOSTNAME: '',
    DATABASE_FILE: databaseFile,
    // a campaign silent this long is marked as not dialing (a minute in production): the tests need not wait
    CAMPAIGN_STALL_MS: '5000'
  }
})
process.exit(await app.exited)
