import { useEffect } from 'react'

import { notify } from '@/shared/ui/notify'

import { ALERT_KINDS, alertKey } from '../model/campaignAlerts'

/**
 * On a campaign's own page its state is said in the page, in room kept for it (the "not dialing" panel, the
 * status, the figures): the overview's floating alerts about this campaign go, so that none lands on the
 * page's actions (Stop, Recycle, Delete) as one reaches for them. `campaignId`: once the page shows it.
 */
export function useAlertsSaidInline(campaignId: string | null) {
  useEffect(() => {
    if (!campaignId) return
    for (const kind of ALERT_KINDS) notify.dismiss(alertKey(campaignId, kind))
  }, [campaignId])
}
