import type { PlatformRegion } from '@/shared/config/platformRegion'

import type { ClientAppContext } from './clientAppContext'

export type RegionChoice =
  { kind: 'allowed'; region: PlatformRegion } | { kind: 'refused'; reason: 'hostOrigin' | 'targetEnv' }

const originOf = (url: string) => {
  try {
    const parsed = new URL(url)
    return parsed.origin === 'null' ? undefined : parsed.origin
  } catch {
    return undefined
  }
}

/**
 * Which of the build's regions a Client App context stands for (docs/security.md). The host origin decides;
 * the target environment must agree with it where the region's name is known (a target environment alone
 * decides when no host origin came). Anything outside the build's regions is refused, never followed: the app
 * signs in only where the build allows (the Content-Security-Policy would block the rest anyway).
 */
export function chooseRegion(context: ClientAppContext, regions: PlatformRegion[]): RegionChoice {
  if (context.hostOrigin !== undefined) {
    const origin = originOf(context.hostOrigin)
    const region = regions.find(candidate => origin !== undefined && candidate.hostOrigin === origin)
    if (!region) return { kind: 'refused', reason: 'hostOrigin' }
    if (context.targetEnv && region.targetEnv && region.targetEnv !== context.targetEnv)
      return { kind: 'refused', reason: 'targetEnv' }
    return { kind: 'allowed', region }
  }
  const region = regions.find(candidate => candidate.targetEnv === context.targetEnv)
  return region ? { kind: 'allowed', region } : { kind: 'refused', reason: 'targetEnv' }
}
