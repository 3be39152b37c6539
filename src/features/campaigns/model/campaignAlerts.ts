import type { CampaignRow } from '@/shared/campaigns/campaignTypes'
import type { NotDialingReason } from '@/shared/campaigns/performanceTypes'

/** What the overview alerts on (docs/campaigns.md "Alerts"). */
export type CampaignAlertKind = 'abandon' | 'invalid' | 'stalled' | 'complete'

export const ALERT_KINDS: readonly CampaignAlertKind[] = ['abandon', 'invalid', 'stalled', 'complete']

/** An alert's key (its toast's id): one per campaign and kind. */
export const alertKey = (campaignId: string, kind: CampaignAlertKind) => `${campaignId}:${kind}`

export interface CampaignAlert {
  /** the campaign and the kind: one alert per occurrence */
  key: string
  kind: CampaignAlertKind
  campaignId: string
  name: string
  /** abandon: today's rate and the target, in % */
  rate?: number
  target?: number
  /** stalled: why */
  reason?: NotDialingReason | null
}

/** Per campaign, which alerting conditions held at the last look. */
export type AlertConditions = ReadonlyMap<string, ReadonlySet<CampaignAlertKind>>

function conditionsOf(row: CampaignRow): Set<CampaignAlertKind> {
  const held = new Set<CampaignAlertKind>()
  const performance = row.performance
  if (row.status === 'invalid') held.add('invalid')
  if (row.status === 'complete') held.add('complete')
  if (row.status === 'on' && performance?.stalled) held.add('stalled')
  if (
    performance &&
    performance.abandonRate !== null &&
    performance.abandonTarget !== null &&
    performance.abandonRate > performance.abandonTarget
  )
    held.add('abandon')
  return held
}

/**
 * The alerts the rows give against the conditions seen before: a condition that newly holds for a campaign
 * seen before (what already held when the screen opened is on the screen, not news). A condition that stops
 * and holds again alerts again; one that goes on holding alerts once.
 */
export function detectAlerts(
  previous: AlertConditions | null,
  rows: readonly CampaignRow[]
): { alerts: CampaignAlert[]; conditions: AlertConditions } {
  const conditions = new Map(previous ?? [])
  const alerts: CampaignAlert[] = []
  for (const row of rows) {
    const held = conditionsOf(row)
    const before = previous?.get(row.id)
    conditions.set(row.id, held)
    if (!before) continue
    for (const kind of held) {
      if (before.has(kind)) continue
      const alert: CampaignAlert = { key: alertKey(row.id, kind), kind, campaignId: row.id, name: row.name }
      if (kind === 'abandon') {
        alert.rate = row.performance!.abandonRate!
        alert.target = row.performance!.abandonTarget!
      }
      if (kind === 'stalled') alert.reason = row.performance?.reason ?? null
      alerts.push(alert)
    }
  }
  return { alerts, conditions }
}
