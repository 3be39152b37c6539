import type { SeqRawEvent } from './SeqRawEvent'

/**
 * Keeps secrets out of logs. Used by the browser logger before an event leaves the page and again by the
 * /api/logs relay (which never trusts the browser). Over-masking is preferred to leaking: a property named
 * `code` is masked even when it holds an error code, so log error codes under another name (`errorCode`).
 */
export const REDACTED = '[REDACTED]'

// Compared after lower-casing and removing everything but letters and digits: access_token, accessToken
// and Access-Token are one key.
const SENSITIVE_KEYS = new Set([
  'accesstoken',
  'token',
  'idtoken',
  'refreshtoken',
  'code',
  'codeverifier',
  'authorization',
  'clientsecret',
  'password',
  'apikey',
  'xseqapikey',
  'cookie',
  'setcookie'
])
const SENSITIVE_SUFFIXES = ['token', 'secret', 'password', 'apikey']

export function isSensitiveKey(key: string): boolean {
  const normalized = key.toLowerCase().replace(/[^a-z0-9]/g, '')
  return SENSITIVE_KEYS.has(normalized) || SENSITIVE_SUFFIXES.some(suffix => normalized.endsWith(suffix))
}

const SECRET_PARAMS = 'access_token|id_token|refresh_token|code_verifier|code|client_secret|token|password'
const SECRET_JSON_KEYS =
  'access_?token|accessToken|id_?token|refresh_?token|code_?verifier|code|client_?secret|token|password|authorization'

const STRING_RULES: Array<[RegExp, string]> = [
  // Authorization schemes: "Bearer abc…", "Basic dXNl…"
  [/\b(Bearer|Basic)(\s+)[^\s"',;]+/gi, `$1$2${REDACTED}`],
  // URL query/fragment and form parameters, also URL-encoded (a returnUrl that carries a code)
  [
    new RegExp(`(^|[^A-Za-z0-9_]|%3F|%26|%23)(${SECRET_PARAMS})(=|%3D)[^&#\\s"',;]+`, 'gi'),
    `$1$2$3${REDACTED}`
  ],
  // JSON text inside a string ("access_token":"…"), also escaped once (\"code\":\"…\")
  [new RegExp(`(\\\\?"(?:${SECRET_JSON_KEYS})\\\\?"\\s*:\\s*\\\\?")[^"\\\\]*`, 'gi'), `$1${REDACTED}`],
  // Header dumps: "Authorization: abc", "X-Seq-ApiKey=abc" (a scheme was already handled above)
  [
    /((?:authorization|x-seq-apikey|api[_-]?key)\s*[:=]\s*)(?!(?:Bearer|Basic)\s)(?!\[REDACTED\])[^\s"',;&]+/gi,
    `$1${REDACTED}`
  ],
  // JSON Web Tokens wherever they appear
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, REDACTED],
  // Anything else that looks like an opaque token (a platform access token on its own, under any key, in a
  // message or a stack): a run of 32 or more base64url characters mixing upper case, lower case and digits.
  // Ids (UUIDs, hex hashes: no upper case), long words and identifiers (no digits) and paths (slashes and dots
  // break the run) are left alone.
  [
    /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*[0-9])[A-Za-z0-9_-]{32,}={0,2}/g,
    REDACTED
  ]
]

/** Secrets the caller knows exactly (e.g. the access token a request came with): shorter ones are ignored. */
const MIN_KNOWN_SECRET_LENGTH = 8

export interface RedactOptions {
  /** exact secrets to remove wherever they appear, also URL-encoded (the request's own access token) */
  secrets?: readonly string[]
}

function removeKnownSecrets(text: string, secrets: readonly string[]): string {
  let result = text
  for (const secret of secrets) {
    if (secret.length < MIN_KNOWN_SECRET_LENGTH) continue
    for (const form of new Set([secret, encodeURIComponent(secret)]))
      result = result.split(form).join(REDACTED)
  }
  return result
}

export function redactString(text: string, { secrets = [] }: RedactOptions = {}): string {
  return STRING_RULES.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    removeKnownSecrets(text, secrets)
  )
}

/**
 * Returns a copy of `value` with sensitive keys masked and secrets inside strings masked, at any depth.
 * Errors become {name, message, stack}; cycles become "[Circular]".
 */
export function redactValue(
  value: unknown,
  seen: WeakSet<object> = new WeakSet(),
  options: RedactOptions = {}
): unknown {
  if (typeof value === 'string') return redactString(value, options)
  if (value === null || typeof value !== 'object') return value
  if (value instanceof Date) return value
  if (seen.has(value)) return '[Circular]'
  seen.add(value)
  try {
    if (value instanceof Error) {
      return redactValue({ name: value.name, message: value.message, stack: value.stack }, seen, options)
    }
    if (Array.isArray(value)) return value.map(item => redactValue(item, seen, options))
    const result: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      result[redactString(key, options)] = isSensitiveKey(key) ? REDACTED : redactValue(item, seen, options)
    }
    return result
  } finally {
    seen.delete(value)
  }
}

export function redactEvent(event: SeqRawEvent, options: RedactOptions = {}): SeqRawEvent {
  const redacted: SeqRawEvent = {
    Timestamp: event.Timestamp,
    Level: event.Level,
    MessageTemplate: redactString(event.MessageTemplate, options),
    Properties: redactValue(event.Properties, new WeakSet(), options) as Record<string, unknown>
  }
  if (event.Exception !== undefined) redacted.Exception = redactString(event.Exception, options)
  return redacted
}
