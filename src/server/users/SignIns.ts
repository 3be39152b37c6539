import { randomUUID } from 'node:crypto'
import { toSearchKey, writeTransaction, type DatabaseHandle, type UsersTable } from '@/server/db'
import type { NamedActor } from './Actor'
import { OrganisationSettingsRepository } from './OrganisationSettingsRepository'
import { UserAuditRepository } from './UserAuditRepository'
import { toUserRecord, type UserRecord } from './UserRecord'
import { UserRepository } from './UserRepository'
import type { UsersListCaches } from './UsersListCaches'
import { DEFAULT_UNLISTED_SIGN_IN, type UnlistedSignIn } from './unlistedSignIn'

/** The organisation's rule for people not on its list, and who changed it last. */
export interface SignInRule {
  unlistedSignIn: UnlistedSignIn
  /** null: never changed (the default) */
  updatedAt: string | null
}

/** A person signing in, as the platform describes them. */
export interface SignInIdentity {
  orgId: string
  email: string
  fullName?: string
  platformUserId?: string
}

/**
 * What a sign-in found: the person's row, or that an admin removed them, or that the organisation lets only
 * listed people in (either way they may not sign in).
 */
export type SignInResult = { listed: UserRecord } | { removed: true } | { notListed: true }

const ruleOf = (
  settings: { unlisted_sign_in: UnlistedSignIn; updated_at: string } | undefined
): SignInRule => ({
  unlistedSignIn: settings?.unlisted_sign_in ?? DEFAULT_UNLISTED_SIGN_IN,
  updatedAt: settings?.updated_at ?? null
})

/**
 * Who may sign in (docs/access-control.md): what a sign-in records in the users list, and the organisation's rule
 * for people not on it. The users service's part for sign-ins (UserService answers through it).
 */
export class SignIns {
  private readonly users: UserRepository

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly members: UsersListCaches['members'],
    private readonly now: () => number,
    /** the organisation's list changed: every cache of it forgets it, here and in the other processes */
    private readonly changed: (orgId: string) => Promise<void>
  ) {
    this.users = new UserRepository(handle.db)
  }

  /** The organisation's rule for people not on its list (the default when nobody changed it). */
  async rule(orgId: string): Promise<SignInRule> {
    return ruleOf(await new OrganisationSettingsRepository(this.handle.db).find(orgId))
  }

  /**
   * Sets what people not on the list become when they sign in (admins only: the route requires it), with an
   * audit entry naming the admin, the rule before and after. The same rule again changes nothing.
   */
  async setRule(actor: NamedActor, unlistedSignIn: UnlistedSignIn): Promise<SignInRule> {
    return writeTransaction(this.handle, `users:${actor.orgId}`, async trx => {
      const settings = new OrganisationSettingsRepository(trx)
      const current = await settings.find(actor.orgId)
      const before = current?.unlisted_sign_in ?? DEFAULT_UNLISTED_SIGN_IN
      const at = new Date(this.now()).toISOString()
      if (before === unlistedSignIn) return ruleOf(current)
      await settings.setUnlistedSignIn(actor.orgId, unlistedSignIn, at, actor.userId)
      await new UserAuditRepository(trx).record(
        actor,
        'unlisted_sign_in_changed',
        { from: before, to: unlistedSignIn },
        at
      )
      return { unlistedSignIn, updatedAt: at }
    })
  }

  /**
   * What a sign-in (or any API call) records, and the row that gives the person's role: found by
   * organisation and e-mail address (any case). A `pending` person becomes `active`; the platform's user id
   * is kept once known; a person the list has never known is added with the role the organisation's rule
   * gives people not listed (admin, docs/product-rules.md#roles-and-permissions, unless an admin changed it:
   * docs/access-control.md#the-rule-for-people-not-on-the-list), with an audit entry, or refused when the rule
   * says so (`{ notListed: true }`); a person an admin removed is not added back (that would give them that
   * role): `{ removed: true }`.
   */
  async record(identity: SignInIdentity): Promise<SignInResult> {
    const emailKey = toSearchKey(identity.email.trim())
    const platformUserId = identity.platformUserId ?? null
    // Every /apps call comes here; the row is cached like the list (a role change, a removal or a status
    // change is a write of the organisation, which empties the cache at once).
    const known = await this.members.get(
      identity.orgId,
      () => this.users.findByEmailKey(identity.orgId, emailKey),
      emailKey
    )
    if (known) {
      if (known.status !== 'pending' && (known.platform_user_id || !platformUserId))
        return { listed: toUserRecord(known) }
      const updated = await this.users.recordSignIn(identity.orgId, known.id, platformUserId)
      await this.changed(identity.orgId)
      return { listed: toUserRecord(updated ?? known) }
    }
    if (await this.users.wasRemoved(identity.orgId, emailKey)) return { removed: true }
    // A first sign-in of someone not listed: rare, so the rule is read from the database each time (an
    // admin's change on any instance applies to the next one at once).
    const rule = (await this.rule(identity.orgId)).unlistedSignIn
    if (rule === 'refuse') return { notListed: true }
    const fullName = identity.fullName?.trim() || identity.email.trim()
    const row: UsersTable = {
      id: randomUUID(),
      org_id: identity.orgId,
      full_name: fullName,
      full_name_key: toSearchKey(fullName),
      email: identity.email.trim(),
      email_key: emailKey,
      role: rule,
      status: 'active',
      created_at: new Date(this.now()).toISOString(),
      platform_user_id: platformUserId
    }
    // Two first requests of one person at once: one insert wins, the other reads the winner's row.
    const inserted = await this.users.insertIfNew(row)
    if (inserted)
      await new UserAuditRepository(this.handle.db).record(
        { orgId: identity.orgId, userId: inserted.id, role: inserted.role, email: inserted.email, fullName },
        'signed_in_unlisted',
        { subject: inserted, to: inserted.role },
        row.created_at
      )
    const listed = inserted ?? (await this.users.findByEmailKey(identity.orgId, emailKey))
    await this.changed(identity.orgId)
    if (!listed) throw new Error('The signed-in user could not be recorded.')
    return { listed: toUserRecord(listed) }
  }
}
