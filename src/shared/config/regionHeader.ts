import type { PlatformConfig } from './platformConfig'

/** The header in which the browser names the region it signed in to, when not the build's default. */
export const REGION_HEADER = 'x-genesys-cloud-region'

/**
 * The headers a call to the app's own API carries for `current` (the region this frame signs in to): the
 * region's domain when it is not the build's default (`home`), none otherwise. The server checks it against the
 * build's regions (src/server/access/requestRegion.ts).
 */
export function regionHeaders(current: PlatformConfig, home: PlatformConfig): Record<string, string> {
  return current.region && current.region !== home.region ? { [REGION_HEADER]: current.region } : {}
}
