import { redirectUriFor, type ResolvedOptions } from '../config'

/** The one OAuth client the emulator knows: the app, registered once per configured origin. */
export interface RegisteredClient {
  id: string
  name: string
  redirectUris: readonly string[]
  origins: readonly string[]
}

export function registeredClient(
  options: Pick<ResolvedOptions, 'clientId' | 'appOrigins'>
): RegisteredClient {
  return {
    id: options.clientId,
    name: 'Campaign Manager',
    redirectUris: options.appOrigins.map(redirectUriFor),
    origins: options.appOrigins
  }
}
