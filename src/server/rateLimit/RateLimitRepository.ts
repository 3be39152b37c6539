import { sql, type Kysely } from 'kysely'
import type { Database } from '@/server/db/Database'

/** A key's window after a request was counted in it. */
export interface RateLimitWindow {
  windowStartedAt: string
  requests: number
  bytes: number
}

/** Reads and writes rate_limit_windows: one fixed window per key, shared by every server instance. */
export class RateLimitRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Counts one request of `bytes` in the key's window, opening a new window at `now` when the current one
   * started at or before `expiredAt`; answers the window as it is after the count. One statement (an upsert),
   * so two instances counting at once both count: the database serialises them on the key's row.
   */
  async count(key: string, bytes: number, now: string, expiredAt: string): Promise<RateLimitWindow> {
    const expired = sql<boolean>`rate_limit_windows.window_started_at <= ${expiredAt}`
    const row = await this.db
      .insertInto('rate_limit_windows')
      .values({ key, window_started_at: now, requests: 1, bytes })
      .onConflict(conflict =>
        conflict.column('key').doUpdateSet({
          window_started_at: sql<string>`case when ${expired} then ${now} else rate_limit_windows.window_started_at end`,
          requests: sql<number>`case when ${expired} then 1 else rate_limit_windows.requests + 1 end`,
          bytes: sql<number>`case when ${expired} then ${bytes} else rate_limit_windows.bytes + ${bytes} end`
        })
      )
      .returning(['window_started_at', 'requests', 'bytes'])
      .executeTakeFirstOrThrow()
    return {
      windowStartedAt: row.window_started_at,
      requests: Number(row.requests),
      bytes: Number(row.bytes)
    }
  }

  /** Removes windows that started before `before` (long over). */
  async pruneBefore(before: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_windows').where('window_started_at', '<', before).execute()
  }

  async clear(): Promise<void> {
    await this.db.deleteFrom('rate_limit_windows').execute()
  }
}
