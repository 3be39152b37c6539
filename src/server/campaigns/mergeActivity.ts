import type { AuditEntry, CampaignAction } from '@/shared/campaigns/campaignTypes'
import type { PlatformAuditMessage } from '@/server/platform'

/**
 * How far apart in time the app's entry of a change and the platform's audit message of the same change may be:
 * the app writes its entry once the platform answered, the platform stamps its message when it made the change,
 * and the two clocks may differ by a little.
 */
export const SAME_CHANGE_MS = 5_000

/** What a platform audit message did to a campaign, in the app's words (start and stop: campaignStatus). */
export function actionOfMessage(message: PlatformAuditMessage): CampaignAction {
  const action = message.action.toLowerCase()
  if (
    action === 'create' ||
    action === 'delete' ||
    action === 'recycle' ||
    action === 'start' ||
    action === 'stop'
  )
    return action
  const changes = message.propertyChanges
  const status = changes.find(change => change.property === 'campaignStatus')
  if (status && changes.length === 1) return status.newValues[0] === 'on' ? 'start' : 'stop'
  return 'edit'
}

/** A platform audit message as an activity entry "in Genesys Cloud": who (by name), when, what changed. */
export function toGenesysCloudEntry(message: PlatformAuditMessage, campaignId: string): AuditEntry {
  return {
    id: `gc-${message.id}`,
    campaignId,
    campaignName: message.entity?.name ?? campaignId,
    action: actionOfMessage(message),
    outcome: 'succeeded',
    detail: null,
    // (no name: the page says someone did it, never an id)
    actor: { name: message.user?.name ?? '', email: '' },
    at: new Date(message.eventDate).toISOString(),
    source: 'genesysCloud',
    changes: message.propertyChanges.map(({ property, oldValues, newValues }) => ({
      property,
      oldValues,
      newValues
    }))
  }
}

const sameName = (a: string, b: string | undefined) =>
  b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Whether a platform message is the app's own change, which the app's entry already tells (and better: it has
 * the outcome and the person's email): the same action on the campaign, by the same person (their name, or their
 * platform id when the app recorded the person under it), within SAME_CHANGE_MS.
 */
function isTheAppsChange(
  message: PlatformAuditMessage,
  entry: AuditEntry,
  actorIds: ReadonlyMap<string, string>
) {
  if (entry.outcome !== 'succeeded' || entry.source === 'genesysCloud') return false
  if (actionOfMessage(message) !== entry.action) return false
  if (Math.abs(Date.parse(message.eventDate) - Date.parse(entry.at)) > SAME_CHANGE_MS) return false
  const user = message.user
  return (
    sameName(entry.actor.name, user?.name) || (user?.id !== undefined && actorIds.get(entry.id) === user.id)
  )
}

/**
 * The campaign's activity: the app's entries, and the platform's messages of changes made elsewhere (each app
 * change shown once: a message matched to an app entry is dropped, each entry matched at most once), newest
 * first, at most `limit`. `actorIds` gives, by the app entry's id, the platform id of the person who made it
 * (when known).
 */
export function mergeActivity(
  appEntries: readonly AuditEntry[],
  messages: readonly PlatformAuditMessage[],
  campaignId: string,
  limit: number,
  actorIds: ReadonlyMap<string, string> = new Map()
): AuditEntry[] {
  const matched = new Set<string>()
  const elsewhere = messages.filter(message => {
    const entry = appEntries.find(
      candidate => !matched.has(candidate.id) && isTheAppsChange(message, candidate, actorIds)
    )
    if (entry) matched.add(entry.id)
    return !entry
  })
  return [...appEntries, ...elsewhere.map(message => toGenesysCloudEntry(message, campaignId))]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, limit)
}
