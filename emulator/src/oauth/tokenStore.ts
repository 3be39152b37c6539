import { randomBytes } from 'node:crypto'
import type { Clock } from '../config'

export interface TokenRecord {
  userId: string
  clientId: string
  issuedAt: number
  expiresAt: number
  revokedAt?: number
}

export type TokenCheck =
  { ok: true; record: TokenRecord } | { ok: false; reason: 'unknown' | 'revoked' | 'expired' }

/** Opaque bearer tokens, like the platform's: random, meaningless to the holder, looked up on every call. */
export class TokenStore {
  private readonly tokens = new Map<string, TokenRecord>()

  constructor(private readonly now: Clock) {}

  issue(userId: string, clientId: string, ttlSeconds: number): { accessToken: string; expiresIn: number } {
    const accessToken = randomBytes(32).toString('base64url')
    const issuedAt = this.now()
    this.tokens.set(accessToken, { userId, clientId, issuedAt, expiresAt: issuedAt + ttlSeconds * 1000 })
    return { accessToken, expiresIn: ttlSeconds }
  }

  check(accessToken: string): TokenCheck {
    const record = this.tokens.get(accessToken)
    if (!record) return { ok: false, reason: 'unknown' }
    if (record.revokedAt !== undefined) return { ok: false, reason: 'revoked' }
    if (this.now() >= record.expiresAt) return { ok: false, reason: 'expired' }
    return { ok: true, record }
  }

  /** Revoked tokens are kept (not deleted) so a later call can be told why it was refused. */
  revoke(accessToken: string): void {
    const record = this.tokens.get(accessToken)
    if (record && record.revokedAt === undefined) record.revokedAt = this.now()
  }

  get size(): number {
    return this.tokens.size
  }

  clear(): void {
    this.tokens.clear()
  }
}
