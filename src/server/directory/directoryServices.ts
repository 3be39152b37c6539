import { refuseTokenQuietly } from '@/server/auth'
import { getServerDeps, type ServerDeps } from '@/server/deps'
import { createPlatformClient } from '@/server/platform'
import { DirectorySearchService } from './DirectorySearchService'

/** The organisation directory's services (the users page's lookup). */
export interface DirectoryServices {
  directory: DirectorySearchService
}

/** Over `deps`, with a platform client for the configured host (a lookup is one call: a 429 fails at once). */
export function createDirectoryServices({ handle, config }: ServerDeps): DirectoryServices {
  const platform = createPlatformClient({
    apiBaseUrl: config.apiBaseUrl,
    timeoutMs: config.platformTimeoutMs,
    // a token the platform refuses here is refused by every route at once (docs/auth-service.md)
    onUnauthorized: refuseTokenQuietly
  })
  return { directory: new DirectorySearchService(handle, platform) }
}

/** The directory's services over the process's deps (getServerDeps). */
export const getDirectoryServices = async (): Promise<DirectoryServices> =>
  createDirectoryServices(await getServerDeps())
