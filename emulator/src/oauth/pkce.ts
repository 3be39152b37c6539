import { createHash } from 'node:crypto'

/** RFC 7636: a verifier is 43–128 unreserved characters; an S256 challenge is 43 base64url characters. */
export const isValidCodeVerifier = (verifier: string) => /^[A-Za-z0-9._~-]{43,128}$/.test(verifier)

export const isValidCodeChallenge = (challenge: string) => /^[A-Za-z0-9_-]{43}$/.test(challenge)

export const s256Challenge = (verifier: string) =>
  createHash('sha256').update(verifier, 'ascii').digest('base64url')
