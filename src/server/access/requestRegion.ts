import type { IncomingHttpHeaders } from 'node:http'

import { platformConfig } from '@/shared/config/platformConfig'
import type { PlatformRegion } from '@/shared/config/platformRegion'
import { REGION_HEADER } from '@/shared/config/regionHeader'

import { ApiError } from './ApiError'

/**
 * The API base of the region a request names in its region header (a Client App in another of the build's
 * regions, docs/security.md), or undefined for the default region (no header, or the default's own domain).
 * A region the build does not serve is refused (400) before any token goes anywhere: the header only ever
 * chooses among the build's regions, whose tokens the platform itself then checks.
 */
export function requestRegion(
  headers: IncomingHttpHeaders,
  regions: readonly PlatformRegion[] = platformConfig.regions
): string | undefined {
  const raw = headers[REGION_HEADER]
  const named = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase()
  if (!named) return undefined
  const [home, ...others] = regions
  if (home?.domain === named) return undefined
  const region = others.find(candidate => candidate.domain === named)
  if (!region)
    throw new ApiError(
      400,
      'region.not_allowed',
      `This server does not serve the Genesys Cloud region named in ${REGION_HEADER}.`
    )
  return region.apiBaseUrl
}
