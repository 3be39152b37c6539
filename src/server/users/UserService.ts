import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { canActOnRole, ROLES, type Role } from '@/shared/acl'
import { ApiError } from '@/server/access/ApiError'
import {
  toSearchKey,
  writeTransaction,
  type Database,
  type DatabaseHandle,
  type UsersTable
} from '@/server/db'
import type { UserAuditAction } from '@/server/db/Database'
import type { UserCount as SharedUserCount, UsersListAnswer } from '@/shared/users/userTypes'
import type { AddUserInput } from './addUserBody'
import type { ChangeRoleInput } from './changeRoleBody'
import type { OrgCache } from './createOrgCache'
import type { SortDirection, UserSortField, UsersListParams } from './listUsersQuery'
import { OrganisationSettingsRepository } from './OrganisationSettingsRepository'
import { UserAuditRepository } from './UserAuditRepository'
import { toUserRecord, type UserRecord } from './UserRecord'
import { UserRepository } from './UserRepository'
import { USER_STATUSES } from './userStatuses'
import { DEFAULT_UNLISTED_SIGN_IN, type UnlistedSignIn } from './unlistedSignIn'

/** Who is asking: the organisation and the person's row, from the validated token and the database. */
export interface Actor {
  orgId: string
  userId: string
  role: Role
}

/** Who acts, as the audit names them (a Caller is one). */
export interface NamedActor extends Actor {
  email: string
  fullName: string
}

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

/** One count of `allData`: how many of the organisation's people have `value` in `field` (the contract's). */
export type UserCount = SharedUserCount

/**
 * What a sign-in found: the person's row, or that an admin removed them, or that the organisation lets only
 * listed people in (either way they may not sign in).
 */
export type SignInResult = { listed: UserRecord } | { removed: true } | { notListed: true }

/** The list's answer: the contract's, with the params as applied (every default filled in). */
export interface UsersListResult extends UsersListAnswer {
  params: UsersListParams
}

/** A page of the list and the number of matches, as cached per organisation and query. */
export interface UsersPage {
  users: UserRecord[]
  total: number
}

/** The per-organisation caches of the users list; every write of the organisation empties all three. */
export interface UsersListCaches {
  pages: OrgCache<UsersPage>
  counts: OrgCache<UserCount[]>
  /** each signed-in person's row by e-mail key: every API call reads it to learn their role and status */
  members: OrgCache<UsersTable | undefined>
}

/** The users list's rules: listing, adding, removing, and what a sign-in records (docs/access-control.md). */
export class UserService {
  private readonly users: UserRepository

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly caches: UsersListCaches,
    /** the server's clock (ms since the epoch): every date this service writes is read from it */
    private readonly now: () => number,
    /** tells the other server processes that the organisation's list changed (their caches forget it) */
    private readonly announce: (orgId: string) => Promise<void> = async () => undefined
  ) {
    this.users = new UserRepository(handle.db)
  }

  /** Now, as the database stores it (ISO 8601 UTC with milliseconds). */
  private timestamp(): string {
    return new Date(this.now()).toISOString()
  }

  // Awaited before the write is answered: by the time the caller hears of it, the others have been sent word.
  private async changed(orgId: string): Promise<void> {
    this.caches.pages.invalidate(orgId)
    this.caches.counts.invalidate(orgId)
    this.caches.members.invalidate(orgId)
    await this.announce(orgId)
  }

  async list(orgId: string, params: UsersListParams): Promise<UsersListResult> {
    const [page, allData] = await Promise.all([
      this.caches.pages.get(orgId, () => this.loadPage(orgId, params), JSON.stringify(params)),
      this.caches.counts.get(orgId, () => this.countAll(orgId))
    ])
    return { users: page.users, total: page.total, params, allData }
  }

  private async loadPage(orgId: string, params: UsersListParams): Promise<UsersPage> {
    const filter = { q: toSearchKey(params.q), role: params.role, status: params.status }
    const [sortField, direction] = params.sort.split(':') as [UserSortField, SortDirection]
    const [rows, total] = await Promise.all([
      this.users.list(orgId, filter, {
        sortField,
        direction,
        limit: params.pageSize,
        offset: (params.page - 1) * params.pageSize
      }),
      this.users.count(orgId, filter)
    ])
    return { users: rows.map(toUserRecord), total }
  }

  // Every role and status, in a fixed order, zeros included: the browser can draw its filters from it.
  private async countAll(orgId: string): Promise<UserCount[]> {
    const counts = await this.users.countByRoleAndStatus(orgId)
    return [
      ...ROLES.map(value => ({ field: 'role' as const, value, count: counts.role.get(value) ?? 0 })),
      ...USER_STATUSES.map(value => ({
        field: 'status' as const,
        value,
        count: counts.status.get(value) ?? 0
      }))
    ]
  }

  async add(actor: NamedActor, input: AddUserInput): Promise<UserRecord> {
    if (!canActOnRole(actor.role, input.role))
      throw new ApiError(
        403,
        'user.role_not_allowed',
        `Only an admin may add a person with the role ${input.role}.`
      )
    const inserted = await this.users.insertIfNew({
      id: randomUUID(),
      org_id: actor.orgId,
      full_name: input.fullName,
      full_name_key: toSearchKey(input.fullName),
      email: input.email,
      email_key: toSearchKey(input.email),
      role: input.role,
      status: input.status,
      created_at: this.timestamp(),
      platform_user_id: null
    })
    if (!inserted)
      throw new ApiError(
        409,
        'user.email_taken',
        `${input.email} is already in your organisation's users list (addresses are compared ignoring case).`
      )
    // Added again after a removal: they may sign in again.
    await this.users.forgetRemoval(actor.orgId, inserted.email_key)
    await audit(this.handle.db, actor, 'added', { subject: inserted, to: inserted.role }, this.timestamp())
    await this.changed(actor.orgId)
    return toUserRecord(inserted)
  }

  /**
   * Removes a person of the actor's organisation. Checked and done in one write transaction locked per
   * organisation, so two admins removing each other at once cannot leave the organisation without one.
   */
  async remove(actor: NamedActor, id: string): Promise<UserRecord> {
    const removed = await writeTransaction(this.handle, `users:${actor.orgId}`, async trx => {
      const users = new UserRepository(trx)
      const target = await findInOrganisation(users, actor.orgId, id)
      if (!canActOnRole(actor.role, target.role))
        throw new ApiError(
          403,
          'user.role_not_allowed',
          `Only an admin may remove a person with the role ${target.role}.`
        )
      await refuseLastAdmin(users, target)
      if (target.id === actor.userId)
        throw new ApiError(409, 'user.self', 'You cannot remove yourself; ask another admin to do it.')
      await users.deleteById(actor.orgId, target.id)
      const at = this.timestamp()
      await users.recordRemoval(actor.orgId, target.email_key, at)
      await audit(trx, actor, 'removed', { subject: target, from: target.role }, at)
      return target
    })
    await this.changed(actor.orgId)
    return toUserRecord(removed)
  }

  /**
   * Gives a person of the actor's organisation another role; it applies to their next API call at once (the
   * server reads the role from here every time) and in their browser from their next sign-in. One write
   * transaction locked per organisation, like a removal, so two admins demoting each other at once cannot
   * leave the organisation without one. The same role again changes nothing (200).
   */
  async changeRole(actor: NamedActor, input: ChangeRoleInput): Promise<UserRecord> {
    const { updated, changed } = await writeTransaction(this.handle, `users:${actor.orgId}`, async trx => {
      const users = new UserRepository(trx)
      const target = await findInOrganisation(users, actor.orgId, input.id)
      if (target.id === actor.userId)
        throw new ApiError(409, 'user.self', 'You cannot change your own role; ask another admin to do it.')
      if (!canActOnRole(actor.role, target.role) || !canActOnRole(actor.role, input.role))
        throw new ApiError(
          403,
          'user.role_not_allowed',
          `Only an admin may change the role of an admin or make someone admin.`
        )
      if (target.role === input.role) return { updated: target, changed: false }
      await refuseLastAdmin(users, target)
      const updated = (await users.changeRole(actor.orgId, target.id, input.role)) ?? target
      await audit(
        trx,
        actor,
        'role_changed',
        { subject: target, from: target.role, to: updated.role },
        this.timestamp()
      )
      return { updated, changed: true }
    })
    if (changed) await this.changed(actor.orgId)
    return toUserRecord(updated)
  }

  /** The organisation's rule for people not on its list (the default when nobody changed it). */
  async signInRule(orgId: string): Promise<SignInRule> {
    const settings = await new OrganisationSettingsRepository(this.handle.db).find(orgId)
    return {
      unlistedSignIn: settings?.unlisted_sign_in ?? DEFAULT_UNLISTED_SIGN_IN,
      updatedAt: settings?.updated_at ?? null
    }
  }

  /**
   * Sets what people not on the list become when they sign in (admins only: the route requires it), with an
   * audit entry naming the admin, the rule before and after. The same rule again changes nothing.
   */
  async setSignInRule(actor: NamedActor, unlistedSignIn: UnlistedSignIn): Promise<SignInRule> {
    return writeTransaction(this.handle, `users:${actor.orgId}`, async trx => {
      const settings = new OrganisationSettingsRepository(trx)
      const before = (await settings.find(actor.orgId))?.unlisted_sign_in ?? DEFAULT_UNLISTED_SIGN_IN
      const at = this.timestamp()
      if (before === unlistedSignIn) return this.signInRuleIn(settings, actor.orgId)
      await settings.setUnlistedSignIn(actor.orgId, unlistedSignIn, at, actor.userId)
      await audit(trx, actor, 'unlisted_sign_in_changed', { from: before, to: unlistedSignIn }, at)
      return { unlistedSignIn, updatedAt: at }
    })
  }

  private async signInRuleIn(settings: OrganisationSettingsRepository, orgId: string): Promise<SignInRule> {
    const row = await settings.find(orgId)
    return {
      unlistedSignIn: row?.unlisted_sign_in ?? DEFAULT_UNLISTED_SIGN_IN,
      updatedAt: row?.updated_at ?? null
    }
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
  async recordSignIn(identity: SignInIdentity): Promise<SignInResult> {
    const emailKey = toSearchKey(identity.email.trim())
    const platformUserId = identity.platformUserId ?? null
    // Every /apps call comes here; the row is cached like the list (a role change, a removal or a status
    // change is a write of the organisation, which empties the cache at once).
    const known = await this.caches.members.get(
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
    const rule = (await this.signInRule(identity.orgId)).unlistedSignIn
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
      created_at: this.timestamp(),
      platform_user_id: platformUserId
    }
    // Two first requests of one person at once: one insert wins, the other reads the winner's row.
    const inserted = await this.users.insertIfNew(row)
    if (inserted)
      await audit(
        this.handle.db,
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

/** One entry of the users audit: who did what to whom, from what to what, when (docs/access-control.md). */
async function audit(
  db: Kysely<Database>,
  actor: NamedActor,
  action: UserAuditAction,
  { subject, from = null, to = null }: { subject?: UsersTable; from?: string | null; to?: string | null },
  at: string
): Promise<void> {
  await new UserAuditRepository(db).insert({
    id: randomUUID(),
    org_id: actor.orgId,
    action,
    subject_user_id: subject?.id ?? null,
    subject_email: subject?.email ?? null,
    from_value: from,
    to_value: to,
    // a first sign-in is recorded by the rule, not by a person acting on someone else
    actor_user_id: action === 'signed_in_unlisted' ? null : actor.userId,
    actor_name: actor.fullName,
    actor_email: actor.email,
    created_at: at
  })
}

/** The person of that id in the organisation; another organisation's id answers exactly like an unknown one. */
async function findInOrganisation(users: UserRepository, orgId: string, id: string): Promise<UsersTable> {
  const target = await users.findById(orgId, id)
  if (!target)
    throw new ApiError(404, 'user.not_found', 'There is no user with this id in your organisation.')
  return target
}

/** Refuses to take away the organisation's last admin who can act (an inactive admin cannot take over). */
async function refuseLastAdmin(users: UserRepository, target: UsersTable): Promise<void> {
  if (target.role !== 'admin' || target.status === 'inactive') return
  if ((await users.countOtherWorkingAdmins(target.org_id, target.id)) === 0)
    throw new ApiError(
      409,
      'user.last_admin',
      `${target.full_name} is your organisation's last admin: make someone else admin first.`
    )
}
