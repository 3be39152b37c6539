import { createHash } from 'node:crypto'

/** The CSP source that allows exactly this inline script: 'sha256-<base64 of the SHA-256 of its text>'. */
export function scriptHash(script: string): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`
}
