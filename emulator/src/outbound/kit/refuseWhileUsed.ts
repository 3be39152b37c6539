import { orgOf, type ApiContext } from '../../platform/apiContext'
import type { CampaignRecord } from '../campaignRecord'
import { ok, referencedBy, type Outcome } from '../outcome'
import type { Versioned } from './versionedStore'

/**
 * A versioned object's delete, refused (the platform's referential integrity error, `status`) while campaigns of
 * the caller's organisation use it: `the <label> "<name>" is <used> <n> campaign(s) ("…", "…")`.
 */
export function refuseWhileUsed(
  ctx: ApiContext,
  record: Versioned,
  said: { status: number; label: string; used: string },
  uses: (campaign: CampaignRecord) => boolean
): Outcome<void> {
  const users = ctx.state.outbound.campaigns.list(orgOf(ctx)).filter(uses)
  if (users.length === 0) return ok(undefined)
  const what = `the ${said.label} "${record.name}" is ${said.used} ${users.length} campaign(s)`
  return referencedBy(said.status, record, what, users)
}
