import type { TFunction } from 'i18next'

import type { CampaignRow } from '@/shared/campaigns/campaignTypes'
import type { NotDialingReason } from '@/shared/campaigns/performanceTypes'

/** The overview's words for the likeliest reason the figures tell (the campaign page gives them all). */
export function reasonPhrase(t: TFunction, reason: NotDialingReason | null): string {
  switch (reason?.kind) {
    case 'invalid':
      return reason.errors[0]
        ? t('performance.reasons.invalid', { error: reason.errors[0] })
        : t('performance.reasons.invalidPlain')
    case 'noAgents':
      return reason.queue
        ? t('performance.reasons.noAgents', { queue: reason.queue })
        : t('performance.reasons.noAgentsPlain')
    case 'listExhausted':
      return reason.contactList
        ? t('performance.reasons.listExhausted', { list: reason.contactList })
        : t('performance.reasons.listExhaustedPlain')
    case 'noLines':
      return t('performance.reasons.noLines')
    default:
      return t('performance.reasons.unknown')
  }
}

/** "Not dialing: no agent is available on queue Customer Care" for a stalled row; null for any other. */
export function notDialingLabel(t: TFunction, row: CampaignRow): string | null {
  if (!row.performance?.stalled) return null
  return t('performance.marker', { reason: reasonPhrase(t, row.performance.reason) })
}
