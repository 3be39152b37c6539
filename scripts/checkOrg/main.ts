/**
 * `npm run check:org`: a read-only preflight an admin runs against a real Genesys Cloud organisation before
 * pointing Campaign Manager at it (README, "Checking a real organisation first"). Exit code 0: everything the
 * app needs works; 1: something will not (the report says what and why); 2: bad input.
 */
import { CheckInputError } from './CheckInputError'
import { formatReport } from './formatReport'
import { obtainToken } from './obtainToken'
import { parseCheckArgs, USAGE } from './parseCheckArgs'
import { runOrgCheck } from './runOrgCheck'

async function main(): Promise<number> {
  const input = parseCheckArgs(process.argv.slice(2), process.env)
  if (input === 'help') {
    console.log(USAGE)
    return 0
  }
  const token = await obtainToken(input.loginBaseUrl, input.credentials)
  const report = await runOrgCheck({
    apiBaseUrl: input.apiBaseUrl,
    token,
    clientCredentials: input.credentials.kind === 'clientCredentials',
    listenSeconds: input.listenSeconds
  })
  console.log(input.json ? JSON.stringify(report, null, 2) : formatReport(report))
  return report.exitCode
}

// exitCode, not exit(): a long report piped elsewhere is written out in full first.
main().then(
  code => (process.exitCode = code),
  error => {
    if (error instanceof CheckInputError) {
      console.error(`check:org: ${error.message}\n\n${USAGE}`)
      process.exitCode = 2
      return
    }
    console.error('check:org failed:', error)
    process.exitCode = 1
  }
)
