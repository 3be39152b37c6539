export type ResponseMode = 'query' | 'fragment'

/**
 * Appends parameters to a redirect URI, in its query (code flow) or its fragment (implicit flow). Values are
 * percent-encoded with encodeURIComponent so they read back the same through URLSearchParams or
 * decodeURIComponent alike.
 */
export function buildRedirect(
  redirectUri: string,
  mode: ResponseMode,
  values: Record<string, string | undefined>
): string {
  const pairs = Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
  if (mode === 'fragment') return `${redirectUri}#${pairs}`
  return `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}${pairs}`
}
