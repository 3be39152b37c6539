import { base64url, randomBase64url } from './base64url'

/** RFC 7636: a 43-character verifier from 32 random bytes. */
export function createCodeVerifier(): string {
  return randomBase64url(32)
}

/** S256 challenge. crypto.subtle needs a secure context: https, or http://localhost. */
export async function codeChallengeFor(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return base64url(new Uint8Array(digest))
}
