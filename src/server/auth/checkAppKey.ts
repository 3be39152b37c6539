import { AuthError } from './AuthError'

/**
 * The AppKey header names the calling application. It is not a secret (the browser bundle carries it);
 * it keeps other apps from using this auth service by accident.
 */
export function checkAppKey(appKey: string | undefined, expected: string): void {
  if (!appKey?.trim()) throw new AuthError(401, 'app_key.missing', 'The AppKey header is required.')
  if (appKey.trim() !== expected)
    throw new AuthError(401, 'app_key.invalid', 'The AppKey header is not valid.')
}
