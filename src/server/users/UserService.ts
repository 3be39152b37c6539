import { randomUUID } from 'node:crypto'
import { canActOnRole, ROLES } from '@/shared/acl'
import { ApiError } from '@/server/access/ApiError'
import { toSearchKey, writeTransaction, type DatabaseHandle } from '@/server/db'
import type { NamedActor } from './Actor'
import type { AddUserInput } from './addUserBody'
import type { ChangeRoleInput } from './changeRoleBody'
import type { SortDirection, UserSortField, UsersListParams } from './listUsersQuery'
import { SignIns, type SignInIdentity, type SignInResult, type SignInRule } from './SignIns'
import { UserAuditRepository } from './UserAuditRepository'
import { findInOrganisation, refuseLastAdmin } from './userChecks'
import { toUserRecord, type UserRecord } from './UserRecord'
import { UserRepository } from './UserRepository'
import type { UserCount, UsersListCaches, UsersListResult, UsersPage } from './UsersListCaches'
import { USER_STATUSES } from './userStatuses'
import type { UnlistedSignIn } from './unlistedSignIn'

/** The users list's rules: listing, adding, removing, and what a sign-in records (docs/access-control.md). */
export class UserService {
  private readonly users: UserRepository
  private readonly signIns: SignIns

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly caches: UsersListCaches,
    /** the server's clock (ms since the epoch): every date this service writes is read from it */
    private readonly now: () => number,
    /** tells the other server processes that the organisation's list changed (their caches forget it) */
    private readonly announce: (orgId: string) => Promise<void> = async () => undefined
  ) {
    this.users = new UserRepository(handle.db)
    this.signIns = new SignIns(handle, caches.members, now, orgId => this.changed(orgId))
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
      platform_user_id: input.platformUserId ?? null
    })
    if (!inserted)
      throw new ApiError(
        409,
        'user.email_taken',
        `${input.email} is already in your organization's users list (addresses are compared ignoring case).`
      )
    // Added again after a removal: they may sign in again.
    await this.users.forgetRemoval(actor.orgId, inserted.email_key)
    await new UserAuditRepository(this.handle.db).record(
      actor,
      'added',
      { subject: inserted, to: inserted.role },
      this.timestamp()
    )
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
      await new UserAuditRepository(trx).record(actor, 'removed', { subject: target, from: target.role }, at)
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
      await new UserAuditRepository(trx).record(
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

  /** The organisation's rule for people not on its list (SignIns.rule). */
  signInRule(orgId: string): Promise<SignInRule> {
    return this.signIns.rule(orgId)
  }

  /** Sets what people not on the list become when they sign in (SignIns.setRule). */
  setSignInRule(actor: NamedActor, unlistedSignIn: UnlistedSignIn): Promise<SignInRule> {
    return this.signIns.setRule(actor, unlistedSignIn)
  }

  /** What a sign-in (or any API call) records, and the row that gives the person's role (SignIns.record). */
  recordSignIn(identity: SignInIdentity): Promise<SignInResult> {
    return this.signIns.record(identity)
  }
}
