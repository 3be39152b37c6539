import { createHash } from 'node:crypto'

/** The key a token is remembered under: its SHA-256, so no token sits in memory dumps or cache listings. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
