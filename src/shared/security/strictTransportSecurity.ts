/** Two years, with subdomains (what browsers' preload lists ask for); sent only on answers over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

/** Whether the request reached us over https: behind a proxy that terminates TLS, X-Forwarded-Proto says so. */
export function cameOverHttps(forwardedProto: string | null, protocol: string): boolean {
  const first = forwardedProto?.split(',')[0]?.trim().toLowerCase()
  return first ? first === 'https' : protocol === 'https:'
}
