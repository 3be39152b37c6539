import { sql, type Kysely } from 'kysely'
import { Client } from 'pg'
import { serverLog } from '@/server/logging/serverLog'
import { createCrossProcessBus, type CrossProcessBus } from './createCrossProcessBus'
import { deliverMessage, deliverMissed } from './crossProcessSubscriptions'
import type { Database } from './Database'

/** The one PostgreSQL channel the app's processes speak on (the app's channels travel inside its messages). */
export const PG_CHANNEL = 'campaign_manager'
/** How the listening connections show in pg_stat_activity (operators, and the multi-server test, find them). */
export const LISTEN_APPLICATION_NAME = 'campaign-manager-listen'

/**
 * The process's cross-process bus on PostgreSQL: a dedicated `pg` Client LISTENs (keep-alive on, so a dead
 * peer is noticed), notifications are sent through the app's pool (`pg_notify`), and what arrives goes to the
 * subscriptions (crossProcessSubscriptions).
 */
export function createPostgresBus(url: string, db: Kysely<Database>): CrossProcessBus {
  return createCrossProcessBus({
    pgChannel: PG_CHANNEL,
    connect: () =>
      new Client({
        connectionString: url,
        keepAlive: true,
        // (a connection attempt that hangs counts as failed: the app is not kept waiting, retries go on)
        connectionTimeoutMillis: 5_000,
        // (a heartbeat that hangs on a dead connection counts as failed too)
        query_timeout: 5_000,
        application_name: LISTEN_APPLICATION_NAME
      }),
    notify: async (channel, text) => {
      await sql`select pg_notify(${channel}, ${text})`.execute(db)
    },
    deliver: deliverMessage,
    missed: deliverMissed,
    warn: message => serverLog.warning('{Message}', { Message: message })
  })
}
