import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The Genesys Cloud region a request is served in, for every platform call it makes: a Client App framed by
 * the Genesys UI of another of the build's regions signs in there, and its token is only known there. Held for
 * the request's asynchronous work (AsyncLocalStorage) rather than passed through every service: the one
 * platform client reads it (createPlatformClient), and nothing outside a request has one (the default region).
 */
const region = new AsyncLocalStorage<string>()

/** Runs `work` with the platform's API at `apiBaseUrl` (undefined: the build's default region). */
export function inPlatformRegion<T>(apiBaseUrl: string | undefined, work: () => T): T {
  return apiBaseUrl === undefined ? work() : region.run(apiBaseUrl, work)
}

/** The API base of the region the current request is served in, when not the default. */
export const regionApiBaseUrl = (): string | undefined => region.getStore()
