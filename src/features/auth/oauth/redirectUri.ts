import { CALLBACK_PATH } from './callbackParams'

/** The redirect URI to register with the OAuth client: this origin's callback page, with its trailing slash. */
export function redirectUriFor(origin: string): string {
  return `${origin}${CALLBACK_PATH}/`
}
