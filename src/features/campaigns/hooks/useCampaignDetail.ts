import { useCallback, useEffect, useMemo, useRef } from 'react'

import { useCatchUpAfterOutage } from '@/features/notifications'
import { ACTIVE_STATUSES } from '@/shared/campaigns/campaignTypes'
import { useDataSelector } from '@/shared/data'

import { readCampaign, selectCampaign } from '../api/campaignsApi'
import { refreshIntervalFor } from '../model/refreshDelay'
import { useCampaignEvents } from './useCampaignEvents'
import { useEndpointReads } from './useEndpointReads'
import { useLiveRefresh } from './useLiveRefresh'

/**
 * A campaign's page data (GET /api/campaigns/:id): read at once, again every 5 s while the campaign is on,
 * stopping or forced stopping (every 2 minutes while its events arrive), at once when its events say it changed
 * and after an outage; its progress and live figures follow its events (useCampaignEvents). `error`: why the
 * last read failed, null once one succeeds (the last detail stays shown).
 */
export function useCampaignDetail(id: string) {
  const { read, settled } = useEndpointReads()
  const detail = useDataSelector(useMemo(() => selectCampaign(id), [id]))
  const campaign = detail?.campaign ?? null
  const load = useCallback((signal: AbortSignal) => read(readCampaign(id), signal, id), [read, id])
  const live = campaign === null || ACTIVE_STATUSES.includes(campaign.status)
  // (its events drive the refresh; useCampaignEvents needs refreshNow: the ref breaks the circle)
  const refreshRef = useRef<() => void>(() => undefined)
  const following = useCampaignEvents(id, campaign?.version ?? null, () => refreshRef.current())
  // a topic of it the platform rejected (no permission) never says anything: asked for as without a channel
  const { refreshNow } = useLiveRefresh(load, {
    key: id,
    live,
    intervalMs: refreshIntervalFor(following.live ? 'live' : 'down')
  })
  useEffect(() => {
    refreshRef.current = refreshNow
  })
  useCatchUpAfterOutage(refreshNow)
  return { detail, error: settled?.error ?? null, refreshNow }
}
