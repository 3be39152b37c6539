/**
 * The platform access token from an Authorization header. The spec's browser sends the token bare;
 * other callers send `Bearer <token>`; both are accepted. Anything else (empty, another scheme such as
 * `Basic …`, a value with spaces) yields undefined.
 */
export function extractToken(authorization: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(authorization) ? authorization[0] : authorization)?.trim()
  if (!value) return undefined
  const bearer = /^bearer\s+(\S+)$/i.exec(value)
  if (bearer) return bearer[1]
  // "Bearer" alone is a scheme whose token is missing, not a token.
  if (/^bearer$/i.test(value)) return undefined
  return /\s/.test(value) ? undefined : value
}
