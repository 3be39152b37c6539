import type { CampaignOverview } from '@/shared/campaigns/campaignTypes'

import { initialOverviewQuery, overviewRequestParams, toOverviewParams } from '../model/overviewQuery'
import { requestOverview } from './campaignsApi'

/** An answer asked for ahead of the page is used only this soon after (else the page asks afresh). */
const FRESH_MS = 10_000

interface Prefetched {
  key: string
  at: number
  answer: Promise<CampaignOverview>
  /** the answer, once it has arrived */
  arrived?: CampaignOverview
}

let prefetched: Prefetched | null = null

/**
 * Asks for the overview's first page (its default query) ahead of the page: right after a sign-in completes,
 * while the home page's code is still being shown, so the first rows do not wait for a request sent once the
 * page is there. Most sign-ins land on the overview; if this one does not, the answer is not used.
 */
export function prefetchOverview(): Promise<void> {
  // exactly what the page's first question will be, or it could not take this answer
  const params = overviewRequestParams(toOverviewParams(initialOverviewQuery))
  const answer = requestOverview(params)
  const asked: Prefetched = { key: JSON.stringify(params), at: Date.now(), answer }
  prefetched = asked
  // (done once the answer is here; a failure is the page's to meet, when it asks)
  return answer.then(
    overview => {
      asked.arrived = overview
    },
    () => undefined
  )
}

/** Whether the answer asked for ahead is for these very parameters, and recent enough to be used. */
const usableFor = (asked: Prefetched, params: Record<string, string | number>) =>
  asked.key === JSON.stringify(params) && Date.now() - asked.at <= FRESH_MS

/** The answer asked for ahead for these very parameters, now, if it has arrived and is fresh, once (else null). */
export function takeArrivedOverview(params: Record<string, string | number>): CampaignOverview | null {
  const taken = prefetched
  if (!taken?.arrived || !usableFor(taken, params)) return null
  prefetched = null
  return taken.arrived
}

/** The answer asked for ahead for these very parameters, once (null: ask). */
export function takePrefetchedOverview(
  params: Record<string, string | number>
): Promise<CampaignOverview> | null {
  const taken = prefetched
  prefetched = null
  return taken && usableFor(taken, params) ? taken.answer : null
}
