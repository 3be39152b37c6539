/**
 * Where Genesys Cloud (or the built-in emulator) lives, and how this app signs in to it.
 *
 * NEXT_PUBLIC_* values are inlined into the browser bundle at build time, so the same module serves the
 * browser and the server. With no region configured the app talks to the emulator (see emulator/).
 */
import { type PlatformRegion, regionAt, regionOf } from './platformRegion'

export type OAuthGrant = 'pkce' | 'implicit'

const DEFAULT_EMULATOR_URL = 'http://localhost:4010'
export const DEMO_CLIENT_ID = 'campaign-manager-demo'

export interface PlatformConfig {
  /** e.g. "mypurecloud.ie"; undefined means the emulator */
  region: string | undefined
  /** base of the OAuth endpoints (…/oauth/authorize): https://login.<region>, or the emulator's /login */
  loginBaseUrl: string
  /** base of the Platform API: https://api.<region> or the emulator, without trailing slash */
  apiBaseUrl: string
  clientId: string
  grant: OAuthGrant
  /** where the auth service's /Validate lives (same origin by default) */
  authServiceUrl: string
  /** the AppKey header the auth service expects */
  appKey: string
  /**
   * The regions this build may serve: the default one (region, above) first, then those of
   * NEXT_PUBLIC_GENESYS_CLOUD_REGIONS. The Content-Security-Policy allows exactly these, and a Client App's
   * gcHostOrigin/gcTargetEnv choose among them (docs/security.md).
   */
  regions: PlatformRegion[]
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** The default region, then the other allowed ones (each once); without a default, the emulator alone. */
function readRegions(region: string | undefined, others: string | undefined, emulatorUrl: string) {
  if (!region) return [regionAt(emulatorUrl)]
  const domains = [region, ...(others ?? '').split(',').map(domain => domain.trim().toLowerCase())]
  return [...new Set(domains.filter(Boolean))].map(regionOf)
}

export function readPlatformConfig(env: Record<string, string | undefined>): PlatformConfig {
  const region = env.NEXT_PUBLIC_GENESYS_CLOUD_REGION?.trim().toLowerCase() || undefined
  const emulatorUrl = trimSlash(env.NEXT_PUBLIC_GENESYS_EMULATOR_URL?.trim() || DEFAULT_EMULATOR_URL)
  const grant: OAuthGrant = env.NEXT_PUBLIC_OAUTH_GRANT?.trim() === 'implicit' ? 'implicit' : 'pkce'
  const regions = readRegions(region, env.NEXT_PUBLIC_GENESYS_CLOUD_REGIONS, emulatorUrl)
  const [home] = regions as [PlatformRegion, ...PlatformRegion[]]
  return {
    region,
    loginBaseUrl: home.loginBaseUrl,
    apiBaseUrl: home.apiBaseUrl,
    clientId: env.NEXT_PUBLIC_GENESYS_CLOUD_CLIENT_ID?.trim() || DEMO_CLIENT_ID,
    grant,
    authServiceUrl: trimSlash(env.NEXT_PUBLIC_AUTH_SERVICE_URL?.trim() || '/api/auth'),
    appKey: 'campaignManager',
    regions
  }
}

/** The same configuration in another of its regions (a Client App framed by that region's Genesys UI). */
export function inRegion(config: PlatformConfig, region: PlatformRegion): PlatformConfig {
  return {
    ...config,
    region: region.domain,
    loginBaseUrl: region.loginBaseUrl,
    apiBaseUrl: region.apiBaseUrl
  }
}

/**
 * Each NEXT_PUBLIC_ variable is named in full so that Next.js inlines it into the browser bundle
 * (it cannot inline `process.env` as a whole).
 */
export const platformConfig: PlatformConfig = readPlatformConfig({
  NEXT_PUBLIC_GENESYS_CLOUD_REGION: process.env.NEXT_PUBLIC_GENESYS_CLOUD_REGION,
  NEXT_PUBLIC_GENESYS_CLOUD_REGIONS: process.env.NEXT_PUBLIC_GENESYS_CLOUD_REGIONS,
  NEXT_PUBLIC_GENESYS_EMULATOR_URL: process.env.NEXT_PUBLIC_GENESYS_EMULATOR_URL,
  NEXT_PUBLIC_GENESYS_CLOUD_CLIENT_ID: process.env.NEXT_PUBLIC_GENESYS_CLOUD_CLIENT_ID,
  NEXT_PUBLIC_OAUTH_GRANT: process.env.NEXT_PUBLIC_OAUTH_GRANT,
  NEXT_PUBLIC_AUTH_SERVICE_URL: process.env.NEXT_PUBLIC_AUTH_SERVICE_URL
})
