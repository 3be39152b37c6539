/**
 * The only returnUrl ever followed is a path on this origin. Anything else (absolute URLs, protocol-relative
 * `//host`, backslashes that browsers read as slashes, `javascript:` and the encoded forms of all of these)
 * becomes "/".
 */
const MAX_DECODE_ROUNDS = 3
const HOME = '/'

function decodeFully(value: string): string | null {
  let current = value
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  // Still changing after several rounds: someone is layering encodings on purpose.
  return decodeURIComponent(current) === current ? current : null
}

function isSafePath(path: string): boolean {
  if (!path.startsWith('/')) return false
  if (path.startsWith('//')) return false
  if (path.includes('\\')) return false
  // Control characters and whitespace are stripped by URL parsers and can turn "/\t/evil" into "//evil".
  if (/[\u0000-\u001F\u007F\s]/.test(path)) return false
  return true
}

export function safeReturnUrl(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw
  if (typeof value !== 'string' || value === '') return HOME
  const decoded = decodeFully(value)
  if (decoded === null || !isSafePath(value) || !isSafePath(decoded)) return HOME
  // Let the URL parser have the last word: the result must stay on a fixed, fake origin.
  const origin = 'https://return-url.invalid'
  let parsed: URL
  try {
    parsed = new URL(value, origin)
  } catch {
    return HOME
  }
  if (parsed.origin !== origin) return HOME
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`
  return path === '' ? HOME : path
}

/** The /login address for a signed-out visitor who wanted `asPath` (no returnUrl for "/"). */
export function loginPathFor(asPath: string): string {
  const wanted = safeReturnUrl(asPath)
  return wanted === HOME ? '/login' : `/login?returnUrl=${encodeURIComponent(wanted)}`
}
