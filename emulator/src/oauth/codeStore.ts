import { randomBytes } from 'node:crypto'
import type { Clock } from '../config'

/** Authorization codes live one minute, like short-lived codes on the platform. */
export const CODE_TTL_MS = 60_000

export interface CodeGrant {
  clientId: string
  redirectUri: string
  codeChallenge: string
  userId: string
}

interface CodeRecord extends CodeGrant {
  expiresAt: number
  used: boolean
}

export type CodeRedemption =
  { ok: true; grant: CodeGrant } | { ok: false; reason: 'unknown' | 'used' | 'expired' }

export class CodeStore {
  private readonly codes = new Map<string, CodeRecord>()

  constructor(private readonly now: Clock) {}

  issue(grant: CodeGrant): string {
    this.sweep()
    const code = randomBytes(24).toString('base64url')
    this.codes.set(code, { ...grant, expiresAt: this.now() + CODE_TTL_MS, used: false })
    return code
  }

  /**
   * Burns the code on its first presentation, whether or not the rest of the exchange succeeds: a code that
   * leaked cannot be tried again with other verifiers.
   */
  redeem(code: string): CodeRedemption {
    const record = this.codes.get(code)
    if (!record) return { ok: false, reason: 'unknown' }
    if (record.used) return { ok: false, reason: 'used' }
    record.used = true
    if (this.now() >= record.expiresAt) return { ok: false, reason: 'expired' }
    const { clientId, redirectUri, codeChallenge, userId } = record
    return { ok: true, grant: { clientId, redirectUri, codeChallenge, userId } }
  }

  clear(): void {
    this.codes.clear()
  }

  /** Forget codes long past expiry so a long-running emulator does not grow without bound. */
  private sweep(): void {
    const cutoff = this.now() - 10 * CODE_TTL_MS
    for (const [code, record] of this.codes) {
      if (record.expiresAt < cutoff) this.codes.delete(code)
    }
  }
}
