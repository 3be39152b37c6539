// Serves one end-to-end build of the app (see tests/e2e/support/testEnvironment.ts), building it first when
// it is missing. `npm test` always rebuilds both before the browser tests run.
import { existsSync } from 'node:fs'

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
const app = run(`app ${grant}`, 'node_modules/.bin/next', ['start', '-p', port], { env })
process.exit(await app.exited)
