/**
 * The only way back ever followed is a path on this origin. The path is normalised first, as a browser would
 * read it — backslashes are slashes, runs of slashes are one, dot segments (also percent-encoded ones, `%2e`)
 * are resolved — and only then is it decided: what a browser would read as another origin (`//host`,
 * `/\host`, an absolute URL, `javascript:` and the encoded forms of all of these) becomes "/", anything else
 * is the normalised same-origin path. So `/.//evil.com`, `/..//evil.com` and `/%2e%2e//evil.com` come back as
 * `/evil.com`, never `//evil.com` (which a router that does not collapse slashes would follow off-site).
 */
const MAX_DECODE_ROUNDS = 3
const MAX_LENGTH = 2048
const HOME = '/'
// The URL parser has the last word: the result must stay on this fixed, fake origin.
const ORIGIN = 'https://return-url.invalid'

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

// Control characters and whitespace are stripped by URL parsers and can turn "/\t/evil" into "//evil".
const hasControlOrSpace = (text: string) => /[\u0000-\u001F\u007F\s]/.test(text)

const isDotSegment = (segment: string, dots: '.' | '..') => segment.replace(/%2e/gi, '.') === dots

/** The path part (up to `?` or `#`) as a browser reads it: backslashes, repeated slashes, dot segments. */
function normalisePath(path: string): string {
  const segments = path
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .split('/')
    .slice(1)
  const kept: string[] = []
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1
    if (isDotSegment(segment, '.') || isDotSegment(segment, '..')) {
      if (isDotSegment(segment, '..')) kept.pop()
      // "/a/." and "/a/b/.." name a folder: they keep their trailing slash, as URL parsers do
      if (last) kept.push('')
      return
    }
    kept.push(segment)
  })
  return `/${kept.join('/')}`
}

/** Whether a browser would read `text` as a path on this origin: one slash (after backslashes), no scheme. */
const startsAsOwnPath = (text: string) => /^\/(?!\/)/.test(text.replace(/\\/g, '/'))

export function safeReturnUrl(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return HOME
  const decoded = decodeFully(value)
  if (decoded === null || hasControlOrSpace(value) || hasControlOrSpace(decoded)) return HOME
  // decide on what the browser would read, encoded or not…
  if (!startsAsOwnPath(value) || !startsAsOwnPath(decoded)) return HOME
  // …and follow only the normalised path
  const split = value.search(/[?#]/)
  const path = split < 0 ? value : value.slice(0, split)
  const rest = split < 0 ? '' : value.slice(split)
  const normalised = `${normalisePath(path)}${rest}`
  const decodedPath = decodeFully(normalisePath(path))
  if (decodedPath === null || !startsAsOwnPath(decodedPath)) return HOME
  let parsed: URL
  try {
    parsed = new URL(normalised, ORIGIN)
  } catch {
    return HOME
  }
  if (parsed.origin !== ORIGIN || parsed.pathname.startsWith('//')) return HOME
  return `${parsed.pathname}${parsed.search}${parsed.hash}` || HOME
}

/** The /login address for a signed-out visitor who wanted `asPath` (no returnUrl for "/"). */
export function loginPathFor(asPath: string): string {
  const wanted = safeReturnUrl(asPath)
  return wanted === HOME ? '/login' : `/login?returnUrl=${encodeURIComponent(wanted)}`
}
