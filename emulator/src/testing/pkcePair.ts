import { randomBytes } from 'node:crypto'
import { s256Challenge } from '../oauth/pkce'

/** A fresh PKCE verifier (43 base64url characters) and its S256 challenge. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: s256Challenge(verifier) }
}
