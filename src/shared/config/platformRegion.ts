import { GENESYS_REGIONS } from './genesysRegions'

/**
 * One region the app may serve, with every address the browser reaches in it. Without a region (no
 * NEXT_PUBLIC_GENESYS_CLOUD_REGION) the one "region" is the platform at NEXT_PUBLIC_GENESYS_EMULATOR_URL,
 * whose every address is that URL's (the app does not treat it otherwise).
 */
export interface PlatformRegion {
  /** e.g. "mypurecloud.ie"; undefined: the platform at the emulator URL */
  domain: string | undefined
  /** base of the OAuth endpoints (…/oauth/authorize) */
  loginBaseUrl: string
  /** base of the Platform API, without trailing slash */
  apiBaseUrl: string
  /** origin of the notification channels' WebSockets (wss://streaming.<domain>) */
  streamingOrigin: string
  /** origin of the Genesys Cloud UI that may frame the app as a Client App (its `gcHostOrigin`) */
  hostOrigin: string
  /** the `gcTargetEnv` the Genesys UI passes for this region, when known */
  targetEnv: string | undefined
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

export function regionOf(domain: string): PlatformRegion {
  return {
    domain,
    loginBaseUrl: `https://login.${domain}`,
    apiBaseUrl: `https://api.${domain}`,
    streamingOrigin: `wss://streaming.${domain}`,
    hostOrigin: `https://apps.${domain}`,
    targetEnv: GENESYS_REGIONS.find(region => region.domain === domain)?.targetEnv
  }
}

/** The platform at one URL (the emulator): its API, login, streaming and UI all live at that origin. */
export function regionAt(url: string): PlatformRegion {
  const base = trimSlash(url)
  const origin = new URL(base).origin
  return {
    domain: undefined,
    loginBaseUrl: `${base}/login`,
    apiBaseUrl: base,
    streamingOrigin: origin.replace(/^http/, 'ws'),
    hostOrigin: origin,
    targetEnv: undefined
  }
}
