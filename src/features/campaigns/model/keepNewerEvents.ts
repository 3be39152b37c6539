import type { ActiveCampaign, CampaignOverview } from '@/shared/campaigns/campaignTypes'

/**
 * A new answer of the server, with what events told since about the same campaigns when it is newer: the
 * server's view of a campaign's status may be up to its snapshot's age old, and a row must not flip back from
 * "On" (an event) to "Off" (an older snapshot) for a while; nor its progress go back, nor the contacts remaining
 * go up (while events arrive the server reads progress only every 2 minutes), unless the campaign changed since
 * (a recycle starts it anew: a newer version).
 */
export function keepNewerEvents(current: CampaignOverview, answer: CampaignOverview): CampaignOverview {
  const shown = new Map(current.campaigns.map(row => [row.id, row]))
  let changed = false
  const campaigns = answer.campaigns.map(row => {
    const known = shown.get(row.id)
    if (!known || known.version < row.version) return row
    // the same version (no recycle since): progress only grows, and events may be ahead of the server's read
    const ahead = known.progress && row.progress && known.progress.called > row.progress.called
    if (known.version === row.version && !ahead) return row
    changed = true
    if (known.version === row.version) return { ...row, progress: known.progress }
    return { ...row, status: known.status, version: known.version, name: known.name, errors: known.errors }
  })
  const { active, fewer } = keepRemaining(current.active, answer.active)
  if (!changed && fewer === 0) return answer
  const byStatus: CampaignOverview['summary']['byStatus'] = { ...answer.summary.byStatus }
  campaigns.forEach((row, i) => {
    const before = answer.campaigns[i]!.status
    if (before === row.status) return
    byStatus[before] = Math.max(0, (byStatus[before] ?? 0) - 1)
    byStatus[row.status] = (byStatus[row.status] ?? 0) + 1
  })
  const contactsRemaining = Math.max(0, answer.summary.contactsRemaining - fewer)
  return { ...answer, campaigns, active, summary: { ...answer.summary, byStatus, contactsRemaining } }
}

/**
 * The active campaigns' contacts remaining as events told them, where they are fewer than the answer's at the
 * same version, and by how many fewer in all (the summary's count goes down by as many).
 */
function keepRemaining(
  known: readonly ActiveCampaign[],
  answered: ActiveCampaign[]
): { active: ActiveCampaign[]; fewer: number } {
  const told = new Map(known.map(campaign => [campaign.id, campaign]))
  let fewer = 0
  const active = answered.map(campaign => {
    const before = told.get(campaign.id)
    if (!before || before.version !== campaign.version) return campaign
    if (before.remaining === null || campaign.remaining === null || before.remaining >= campaign.remaining)
      return campaign
    fewer += campaign.remaining - before.remaining
    return { ...campaign, remaining: before.remaining }
  })
  return { active: fewer === 0 ? answered : active, fewer }
}
