import type { PlatformRegion } from '@/shared/config/platformRegion'

export interface PolicyInput {
  /** the regions this build may serve (platformConfig.regions) */
  regions: PlatformRegion[]
  /** 'sha256-…' sources of the inline scripts every page carries (_document's) */
  scriptHashes: string[]
  /**
   * `next dev`: React Refresh evaluates code and the dev server writes inline scripts of its own, so there (and
   * only there) 'unsafe-eval' and 'unsafe-inline' (which browsers ignore next to a hash: the hashes go)
   */
  development: boolean
}

const originOf = (url: string) => new URL(url).origin
const unique = (values: string[]) => [...new Set(values)]

/**
 * The Content-Security-Policy of every answer (docs/security.md). The platform's access token lives in
 * localStorage (the spec), so the policy's first job is that no script but this origin's runs and that what
 * runs can talk to nobody but this origin and the platform of the allowed regions; its second, that only the
 * Genesys Cloud UI of those regions (and the app itself) may frame it.
 */
export function contentSecurityPolicy({ regions, scriptHashes, development }: PolicyInput): string {
  const logins = unique(regions.map(region => originOf(region.loginBaseUrl)))
  const platform = unique(
    regions.flatMap(region => [
      originOf(region.apiBaseUrl),
      originOf(region.loginBaseUrl),
      region.streamingOrigin
    ])
  )
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      development
        ? ["'self'", "'unsafe-eval'", "'unsafe-inline'"]
        : ["'self'", ...scriptHashes.map(hash => `'${hash}'`)]
    ],
    // Emotion (MUI) writes <style> elements at run time; a nonce would make every page dynamic.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...platform]],
    // the CSV import's worker is a file of this origin (new Worker(new URL(…, import.meta.url)))
    ['worker-src', ["'self'", 'blob:']],
    ['frame-ancestors', ["'self'", ...unique(regions.map(region => region.hostOrigin))]],
    ['form-action', ["'self'", ...logins]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]]
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}
