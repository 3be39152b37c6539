import { useEffect, useMemo, useRef } from 'react'

import { useCatchUpAfterOutage, useNotifications } from '@/features/notifications'
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@/shared/campaigns/campaignTypes'
import { campaignScheduleTopic, campaignTopic, readOutboundGist } from '@/shared/notifications/outboundTopics'
import type { ScheduledCampaign } from '@/shared/schedules'

import { LIVE_REFRESH_MS, REFRESH_MS, type SchedulesData } from './useSchedules'

/** The week view's share of the channel's 1,000 topics (the rest for whatever else the tab follows). */
export const MAX_WEEK_TOPICS = 900
/** Schedules saved elsewhere in one burst (a bulk change) are read again once. */
export const SCHEDULE_RELOAD_DELAY_MS = 300

/**
 * The week view, live: each scheduled campaign's status (`v2.outbound.campaigns.{id}`) is laid into the week
 * (the data layer's cache entry, nothing read), and a schedule saved elsewhere
 * (`v2.outbound.schedules.campaigns.{id}`, for every campaign: one not scheduled yet may be) has the week read
 * again. The rows shown come first when there are more topics than the page may take; then, as when the channel
 * is down or rejects some of its topics, the page keeps asking every 30 s. A schedule the page saved itself is
 * not read again (its event carries the version the page already has).
 */
export function useScheduleEvents(
  data: Pick<SchedulesData, 'answer' | 'refresh' | 'setStatus' | 'refreshEvery'>,
  shown: readonly ScheduledCampaign[]
) {
  const { answer, refresh, setStatus, refreshEvery } = data
  const campaigns = useMemo(() => answer?.campaigns ?? [], [answer])
  const { topics, covered } = useMemo(() => {
    const first = new Set(shown.map(campaign => campaign.id))
    const rest = campaigns.filter(campaign => !first.has(campaign.id)).sort((a, b) => (a.id < b.id ? -1 : 1))
    const all = [...shown, ...rest].flatMap(campaign =>
      campaign.schedule
        ? [campaignTopic(campaign.id), campaignScheduleTopic(campaign.id)]
        : [campaignScheduleTopic(campaign.id)]
    )
    return { topics: all.slice(0, MAX_WEEK_TOPICS), covered: all.length <= MAX_WEEK_TOPICS }
  }, [campaigns, shown])

  const versions = useRef(new Map<string, number>())
  useEffect(() => {
    versions.current = new Map(campaigns.map(campaign => [campaign.id, campaign.schedule?.version ?? 0]))
  }, [campaigns])
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(reloadTimer.current), [])

  // the newest version of each campaign its events told: a late event of an older one changes nothing
  const campaignVersions = useRef(new Map<string, number>())
  const following = useNotifications(topics, event => {
    const gist = readOutboundGist(event.topicName, event.eventBody)
    if (!gist) return
    if (gist.kind === 'campaign') {
      if (gist.version !== null) {
        if (gist.version < (campaignVersions.current.get(gist.id) ?? Number.NEGATIVE_INFINITY)) return
        campaignVersions.current.set(gist.id, gist.version)
      }
      if (gist.status && CAMPAIGN_STATUSES.includes(gist.status as CampaignStatus))
        setStatus(gist.id, gist.status as CampaignStatus)
      return
    }
    if (gist.version !== null && gist.version <= (versions.current.get(gist.id) ?? 0)) return
    clearTimeout(reloadTimer.current)
    reloadTimer.current = setTimeout(() => void refresh(), SCHEDULE_RELOAD_DELAY_MS)
  })

  // what was pushed while the channel was down is read once when it is back
  useCatchUpAfterOutage(() => void refresh())
  // a topic the platform rejected (no outbound:schedule:view) never says anything: the page asks instead
  const live = following.live && covered
  useEffect(() => refreshEvery(live ? LIVE_REFRESH_MS : REFRESH_MS), [live, refreshEvery])
  return { channel: following.channel, live }
}
