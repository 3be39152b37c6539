import { AuditLog } from './audits/auditLog'
import { EmulatorClock } from './clock'
import { DEFAULT_CONTACTS_PER_SECOND, DEFAULT_STOPPING_MS, type ResolvedOptions } from './config'
import { FaultBook } from './faults'
import type { ModelCheckRecorder } from './modelCheck/modelCheckRecorder'
import { CodeStore } from './oauth/codeStore'
import { CallCounter } from './outbound/callCounter'
import { NotificationHub } from './notifications/notificationHub'
import { sentBodyOf, topicBodyOf } from './notifications/topicBodies'
import { OutboundStore } from './outbound/outboundStore'
import { TokenStore } from './oauth/tokenStore'
import { RateLimiter } from './rateLimit'
import {
  createSeedData,
  type SeedData,
  type SeedDivision,
  type SeedOrganization,
  type SeedRole,
  type SeedUser
} from './seed'

/**
 * Everything the emulator remembers, in memory. `reset()` returns it to the seed: no tokens, codes, faults,
 * rate counters, call counts or audit messages, the clock's offset back to 0, the seed's organizations and users, and the Outbound
 * seed with the configured dialing settings.
 */
export class EmulatorState {
  /** the time every store reads: the configured clock plus what the control API moved it by */
  readonly clock: EmulatorClock
  readonly tokens: TokenStore
  readonly codes: CodeStore
  readonly faults = new FaultBook()
  readonly rateLimiter: RateLimiter
  /** campaigns, the resources they use and the dialing settings (the Outbound API) */
  readonly outbound: OutboundStore
  /** notification channels, their topics and sockets (the Notifications API) */
  readonly notifications: NotificationHub
  /** the audit messages of the changes made through the Platform API (the Audit API) */
  readonly audits: AuditLog
  /** /api/v2 calls received per route since the last reset */
  readonly calls = new CallCounter()
  /** the SDK model check, when it is on (GENESYS_EMULATOR_CHECK_MODELS): it observes every call and event */
  private recorder: ModelCheckRecorder | undefined
  private data: SeedData = createSeedData()

  constructor(
    options: Pick<ResolvedOptions, 'now' | 'rateLimitPerMinute'> &
      Partial<Pick<ResolvedOptions, 'contactsPerSecond' | 'stoppingMs' | 'realism'>>
  ) {
    this.clock = new EmulatorClock(options.now)
    const now = this.clock.now
    this.tokens = new TokenStore(now)
    this.codes = new CodeStore(now)
    this.rateLimiter = new RateLimiter(options.rateLimitPerMinute, now)
    const outbound = (this.outbound = new OutboundStore(
      now,
      {
        contactsPerSecond: options.contactsPerSecond ?? DEFAULT_CONTACTS_PER_SECOND,
        stoppingMs: options.stoppingMs ?? DEFAULT_STOPPING_MS
      },
      options.realism?.listingLagMs ?? 0,
      () => this.data.divisions
    ))
    this.audits = new AuditLog(now, options.realism?.auditLagMs ?? 0)
    // The hub reads what subscribed topics say through these, never the state itself.
    this.notifications = new NotificationHub(now, options.realism ?? null, {
      caughtUp: (orgId, read) => outbound.caughtUp(orgId, read),
      bodyOf: (orgId, topic) => topicBodyOf(outbound, orgId, topic),
      sentBodyOf
    })
  }

  get modelCheck(): ModelCheckRecorder | undefined {
    return this.recorder
  }

  /** Turns the model check on: every answer, request and event from now on is checked. */
  checkModels(recorder: ModelCheckRecorder): void {
    this.recorder = recorder
    this.notifications.observer = recorder
  }

  reset(): void {
    this.tokens.clear()
    this.codes.clear()
    this.faults.clear()
    this.rateLimiter.clear()
    this.calls.clear()
    // Before the Outbound seed: its schedules start from the clock's (unmoved) now.
    this.clock.reset()
    this.data = createSeedData()
    this.outbound.reset()
    this.notifications.reset()
    this.audits.reset()
  }

  get divisions(): readonly SeedDivision[] {
    return this.data.divisions
  }

  get users(): readonly SeedUser[] {
    return this.data.users
  }

  get organizations(): readonly SeedOrganization[] {
    return this.data.organizations
  }

  findUser(id: string): SeedUser | undefined {
    return this.data.users.find(user => user.id === id)
  }

  findUserByEmail(email: string): SeedUser | undefined {
    const wanted = email.trim().toLowerCase()
    return this.data.users.find(user => user.email.toLowerCase() === wanted)
  }

  findOrganization(id: string): SeedOrganization | undefined {
    return this.data.organizations.find(org => org.id === id)
  }

  findDivision(id: string): SeedDivision | undefined {
    return this.data.divisions.find(division => division.id === id)
  }

  findRole(id: string): SeedRole | undefined {
    return this.data.roles.find(role => role.id === id)
  }
}
