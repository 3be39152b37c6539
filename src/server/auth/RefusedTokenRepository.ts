import type { Kysely } from 'kysely'
import type { Database } from '@/server/db/Database'

/** Reads and writes refused_tokens (token hashes only: a token itself is never stored). */
export class RefusedTokenRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async isRefused(tokenHash: string, now: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('refused_tokens')
      .select('token_hash')
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    return row !== undefined
  }

  /** Records the refusal; one recorded already (another route or instance) keeps the later expiry. */
  async refuse(tokenHash: string, refusedAt: string, expiresAt: string): Promise<void> {
    await this.db
      .insertInto('refused_tokens')
      .values({ token_hash: tokenHash, refused_at: refusedAt, expires_at: expiresAt })
      .onConflict(conflict => conflict.column('token_hash').doUpdateSet({ expires_at: expiresAt }))
      .execute()
  }

  async pruneBefore(now: string): Promise<void> {
    await this.db.deleteFrom('refused_tokens').where('expires_at', '<=', now).execute()
  }
}
