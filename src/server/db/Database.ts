import type { Role } from '@/shared/acl'
import type { CampaignAction } from '@/shared/campaigns/campaignTypes'
import type { UserStatus } from '@/server/users/userStatuses'

/** A person of an organisation, as the users list knows them (docs/data.md). */
export interface UsersTable {
  /** UUID, made by the app */
  id: string
  /** the Genesys Cloud organisation id, from the validated token: every query is scoped by it */
  org_id: string
  full_name: string
  /** full_name lower-cased: what sorting and search use, the same on SQLite and PostgreSQL */
  full_name_key: string
  email: string
  /** email trimmed and lower-cased: unique per organisation, and how a sign-in finds its row */
  email_key: string
  role: Role
  status: UserStatus
  /** ISO 8601 UTC with milliseconds: text sorts the same as time on both databases */
  created_at: string
  /** the platform's user id, recorded at the person's first sign-in */
  platform_user_id: string | null
}

/** One entry of an organisation's permissions catalogue: what a role of this product may do. */
export interface PermissionsTable {
  id: string
  org_id: string
  name: string
  /** name lower-cased, for search */
  name_key: string
  subject: string
  action: string
  created_at: string
}

/** Which roles a permission is assigned to (one row per role). */
export interface PermissionRolesTable {
  permission_id: string
  role: Role
}

/**
 * People an admin removed from an organisation's list. Without it a removed person's next sign-in would
 * find no row and make them an admin again (the default for people never listed): they are refused instead
 * until someone adds them again (docs/access-control.md).
 */
export interface RemovedUsersTable {
  org_id: string
  email_key: string
  removed_at: string
}

/** An active campaign's live figures as read at one moment (docs/campaigns.md "Why isn't it dialing?"). */
export interface CampaignPerformanceSamplesTable {
  org_id: string
  campaign_id: string
  /** ISO 8601 UTC with milliseconds */
  sampled_at: string
  /** 1 while it had a call in progress or lines in use */
  dialing: number
  /** while it does not dial: since when (ISO); null while it dials */
  idle_since: string | null
  idle_agents: number
  outstanding_calls: number
  /** contacts a minute */
  pace: number | null
  /** % of connected calls abandoned today */
  abandon_rate: number | null
}

/** An active campaign's progress as read at one moment: what pace and ETA are computed from. */
export interface CampaignProgressSamplesTable {
  org_id: string
  campaign_id: string
  /** ISO 8601 UTC with milliseconds */
  sampled_at: string
  /** numberOfContactsCalled */
  called: number
  /** totalNumberOfContacts */
  total: number
}

/** A token that may no longer be used (the platform refused it, or its owner signed out); by its SHA-256. */
export interface RefusedTokensTable {
  token_hash: string
  refused_at: string
  /** kept until then (longer than any platform token lives), then pruned */
  expires_at: string
}

/** One limited key's fixed window: the requests and bytes it used since `window_started_at`. */
export interface RateLimitWindowsTable {
  /** e.g. `logs:anonymous:<hash of the client address>` */
  key: string
  window_started_at: string
  requests: number
  bytes: number
}

/** What people of an organisation who are not on its users list become when they sign in. */
export type UnlistedSignIn = Role | 'refuse'

/** An organisation's settings; no row: the defaults. */
export interface OrganisationSettingsTable {
  org_id: string
  unlisted_sign_in: UnlistedSignIn
  updated_at: string
  /** users.id of the admin who changed it last */
  updated_by_user_id: string | null
}

export type UserAuditAction =
  'added' | 'removed' | 'role_changed' | 'signed_in_unlisted' | 'unlisted_sign_in_changed'

/** Who gave whom which role (and who changed the rule for people not listed), and when. */
export interface UserAuditTable {
  id: string
  org_id: string
  action: UserAuditAction
  /** users.id of the person concerned (null for the organisation's rule) */
  subject_user_id: string | null
  subject_email: string | null
  /** the role (or rule) before; null when there was none */
  from_value: string | null
  /** the role (or rule) after; null when there is none (a removal) */
  to_value: string | null
  /** users.id of the person who acted; null for a sign-in (the platform and the rule did it) */
  actor_user_id: string | null
  actor_name: string
  actor_email: string
  created_at: string
}

export interface Database {
  users: UsersTable
  removed_users: RemovedUsersTable
  permissions: PermissionsTable
  permission_roles: PermissionRolesTable
  campaign_progress_samples: CampaignProgressSamplesTable
  campaign_performance_samples: CampaignPerformanceSamplesTable
  refused_tokens: RefusedTokensTable
  rate_limit_windows: RateLimitWindowsTable
  organisation_settings: OrganisationSettingsTable
  user_audit: UserAuditTable
  audit_trail: AuditTrailTable
}

export type ListAuditAction = 'contacts_imported' | 'contacts_removed' | 'numbers_added' | 'numbers_removed'
export type ScheduleAuditAction = 'saved' | 'deleted' | 'created' | 'updated' | 'started' | 'stopped'

/** The kinds of object the audit trail records changes of; a new kind of outbound object adds its own. */
export type AuditObjectKind =
  | 'campaign'
  | 'campaign_schedule'
  | 'sequence_schedule'
  | 'callable_time_set'
  | 'sequence'
  | 'contact_list'
  | 'dnc_list'

export type AuditAction = CampaignAction | ListAuditAction | ScheduleAuditAction

/**
 * One change to an outbound object and how it ended (docs/data.md "The audit trail"): who, which object (its
 * kind, id and name), what, how many rows it carried; failed attempts too.
 */
export interface AuditTrailTable {
  /** sortable: entries of one millisecond keep the order they were made in */
  id: string
  org_id: string
  object_kind: AuditObjectKind
  /** the object's id (a schedule's: its campaign's or sequence's); empty for a create that failed */
  object_id: string
  /** its name when the change was made (it may since be renamed or deleted); null when not read */
  object_name: string | null
  action: AuditAction
  outcome: 'succeeded' | 'failed'
  /** the error code of a failure; what changed otherwise (an edit's fields, `version n`); may be null */
  detail: string | null
  /** how many contacts or numbers the change carried; null for a change of the object itself */
  count: number | null
  /** users.id of the person who acted */
  actor_user_id: string
  actor_name: string
  actor_email: string
  /** ISO 8601 UTC with milliseconds */
  created_at: string
}
