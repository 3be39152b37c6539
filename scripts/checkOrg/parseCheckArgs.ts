import { GENESYS_REGIONS } from '../../src/shared/config/genesysRegions'
import { regionAt, regionOf } from '../../src/shared/config/platformRegion'
import { CheckInputError } from './CheckInputError'

/** How the check signs in: a person's access token, or an OAuth client's (client-credentials grant). */
export type CheckCredentials =
  { kind: 'token'; token: string } | { kind: 'clientCredentials'; clientId: string; clientSecret: string }

export interface CheckInput {
  /** e.g. https://api.mypurecloud.ie, or the emulator's URL */
  apiBaseUrl: string
  /** e.g. https://login.mypurecloud.ie (…/oauth/token for client credentials) */
  loginBaseUrl: string
  credentials: CheckCredentials
  /** how long to listen to the notification channel; 0: subscribe only */
  listenSeconds: number
  /** print the report as JSON instead of text */
  json: boolean
}

/** the variables it reads (process.env, or a test's own) */
export type Environment = Readonly<Record<string, string | undefined>>

export const DEFAULT_LISTEN_SECONDS = 10
const MAX_LISTEN_SECONDS = 300

export const USAGE = `Usage: npm run check:org [-- --json --listen-seconds N]

Where (one of):
  GENESYS_CLOUD_REGION      the organisation's region, e.g. mypurecloud.ie
  GENESYS_CLOUD_API_URL     a platform at another address (the emulator: http://localhost:4010)
Who (one of):
  GENESYS_CLOUD_TOKEN       an access token of the person to check (e.g. from the developer tools)
  GENESYS_CLOUD_CLIENT_ID and GENESYS_CLOUD_CLIENT_SECRET
                            an OAuth client with the Client Credentials grant (its roles are checked)
Options:
  --listen-seconds N        listen to the notification channel N seconds (default ${DEFAULT_LISTEN_SECONDS}, 0 to ${MAX_LISTEN_SECONDS})
  --json                    the report as JSON
It only reads (and opens one notification channel). Exit code: 0 all works, 1 something will not, 2 bad input.`

const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

function readListenSeconds(text: string | undefined): number {
  const seconds = text === undefined ? NaN : Number(text)
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_LISTEN_SECONDS)
    throw new CheckInputError(`--listen-seconds takes a whole number from 0 to ${MAX_LISTEN_SECONDS}.`)
  return seconds
}

function readWhere(env: Environment): { apiBaseUrl: string; loginBaseUrl: string } {
  const region = present(env.GENESYS_CLOUD_REGION)?.toLowerCase()
  const apiUrl = present(env.GENESYS_CLOUD_API_URL)
  if (region && apiUrl)
    throw new CheckInputError('Set GENESYS_CLOUD_REGION or GENESYS_CLOUD_API_URL, not both.')
  if (apiUrl) {
    let url: URL
    try {
      url = new URL(apiUrl)
    } catch {
      throw new CheckInputError(`GENESYS_CLOUD_API_URL is not a URL: ${apiUrl}`)
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new CheckInputError('GENESYS_CLOUD_API_URL must be an http(s) URL.')
    const { apiBaseUrl, loginBaseUrl } = regionAt(apiUrl)
    return { apiBaseUrl, loginBaseUrl }
  }
  if (!region) throw new CheckInputError('Set GENESYS_CLOUD_REGION (e.g. mypurecloud.ie).')
  if (!GENESYS_REGIONS.some(known => known.domain === region))
    throw new CheckInputError(
      `GENESYS_CLOUD_REGION "${region}" is not a Genesys Cloud region. Known: ${GENESYS_REGIONS.map(r => r.domain).join(', ')}.`
    )
  const { apiBaseUrl, loginBaseUrl } = regionOf(region)
  return { apiBaseUrl, loginBaseUrl }
}

function readCredentials(env: Environment): CheckCredentials {
  const token = present(env.GENESYS_CLOUD_TOKEN)
  const clientId = present(env.GENESYS_CLOUD_CLIENT_ID)
  const clientSecret = present(env.GENESYS_CLOUD_CLIENT_SECRET)
  if (token && (clientId || clientSecret))
    throw new CheckInputError(
      'Set GENESYS_CLOUD_TOKEN or the OAuth client (GENESYS_CLOUD_CLIENT_ID/SECRET), not both.'
    )
  if (token) return { kind: 'token', token: token.replace(/^bearer\s+/i, '') }
  if (clientId && clientSecret) return { kind: 'clientCredentials', clientId, clientSecret }
  if (clientId || clientSecret)
    throw new CheckInputError(
      'An OAuth client needs both GENESYS_CLOUD_CLIENT_ID and GENESYS_CLOUD_CLIENT_SECRET.'
    )
  throw new CheckInputError(
    'Set GENESYS_CLOUD_TOKEN, or GENESYS_CLOUD_CLIENT_ID and GENESYS_CLOUD_CLIENT_SECRET.'
  )
}

/**
 * The command line and the environment, checked. Credentials come from the environment only: on the command
 * line they would stay in the shell's history and show in the process list. `help` when asked for it.
 */
export function parseCheckArgs(argv: readonly string[], env: Environment): CheckInput | 'help' {
  let json = false
  let listenSeconds = DEFAULT_LISTEN_SECONDS
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    if (arg === '--help' || arg === '-h') return 'help'
    else if (arg === '--') continue
    else if (arg === '--json') json = true
    else if (arg === '--listen-seconds') listenSeconds = readListenSeconds(argv[++index])
    else if (arg.startsWith('--listen-seconds=')) listenSeconds = readListenSeconds(arg.split('=')[1])
    // Only an option's name is echoed: a stray word could be a pasted token.
    else
      throw new CheckInputError(
        `Unknown argument${/^--[\w-]{1,30}$/.test(arg) ? `: ${arg}` : ''} (see --help).`
      )
  }
  return { ...readWhere(env), credentials: readCredentials(env), listenSeconds, json }
}
