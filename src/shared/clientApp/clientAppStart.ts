import { inRegion, type PlatformConfig } from '@/shared/config/platformConfig'

import { chooseRegion } from './chooseRegion'
import { type ClientAppContext, readClientAppParams } from './clientAppContext'
import { readClientAppContext, saveClientAppContext } from './clientAppSession'

export type ClientAppStart =
  /** opened on its own (no Client App parameters now or earlier in this frame) */
  | { kind: 'standalone'; config: PlatformConfig }
  /** framed by the Genesys UI of an allowed region: the platform of that region */
  | { kind: 'clientApp'; config: PlatformConfig; context: ClientAppContext }
  | { kind: 'refused'; reason: 'hostOrigin' | 'targetEnv'; context: ClientAppContext }

/**
 * Where this page load signs in and talks to the platform (docs/security.md, "The Client App"): the Client
 * App parameters of the address (a first load inside Genesys Cloud) or, without them, this frame's stored
 * context; a context is kept for the frame's next pages. The region is always one of the build's.
 */
export function resolveClientApp(search: string, storage: Storage, config: PlatformConfig): ClientAppStart {
  const context = readClientAppParams(search) ?? readClientAppContext(storage)
  return resolveContext(context, storage, config)
}

/** The same for a context known otherwise (the OAuth state's). */
export function resolveContext(
  context: ClientAppContext | null,
  storage: Storage,
  config: PlatformConfig
): ClientAppStart {
  if (!context) return { kind: 'standalone', config }
  const choice = chooseRegion(context, config.regions)
  if (choice.kind === 'refused') return { kind: 'refused', reason: choice.reason, context }
  saveClientAppContext(storage, context)
  return { kind: 'clientApp', config: inRegion(config, choice.region), context }
}

/** The platform configuration of this frame now (the Client App's region, or the build's default). */
export function currentPlatformConfig(storage: Storage, config: PlatformConfig): PlatformConfig {
  const start = resolveContext(readClientAppContext(storage), storage, config)
  return start.kind === 'refused' ? config : start.config
}
