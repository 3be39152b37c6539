import { readAccessToken } from '@/features/auth'
import type { CampaignOverview } from '@/shared/campaigns/campaignTypes'
import { localStore } from '@/shared/storage/browserStorage'

import {
  initialOverviewQuery,
  type OverviewQuery,
  overviewRequestParams,
  shownQuery,
  toOverviewParams
} from '../model/overviewQuery'
import { overviewQueryFromSearch } from '../model/overviewUrl'
import { requestOverview } from './overviewRequest'

/** An answer asked for ahead of the page is used only this soon after (else the page asks afresh). */
const FRESH_MS = 10_000

interface Prefetched {
  key: string
  /** the session's token when it was asked for: the answer is only for the session that holds this token */
  token: string | null
  at: number
  answer: Promise<CampaignOverview>
  /** the answer, once it has arrived */
  arrived?: CampaignOverview
}

let prefetched: Prefetched | null = null

const noop = () => undefined

/**
 * Asks for the overview's first page ahead of the page: right after a sign-in completes, while the home page's
 * code is still being shown, or as soon as the home route's code runs when a session is stored (a reload of the
 * wall), so the first rows do not wait for a request sent once the page is there. `query`: the address's
 * (the default after a sign-in); `narrow`: below 900 px, where the page shows cards (at most 100 a page). If
 * the page does not ask for exactly this, in the same session (the same token), the answer is not used.
 */
export function prefetchOverview(query: OverviewQuery = initialOverviewQuery, narrow = false): Promise<void> {
  // exactly what the page's first question will be, or it could not take this answer
  const params = overviewRequestParams(toOverviewParams(shownQuery(query, narrow)))
  const key = JSON.stringify(params)
  const token = storedToken()
  // (asked already, and still good to use: not twice)
  if (prefetched && usableFor(prefetched, key, token)) return prefetched.answer.then(noop, noop)
  const answer = requestOverview(params)
  const asked: Prefetched = { key, token, at: Date.now(), answer }
  prefetched = asked
  // (done once the answer is here; a failure is the page's to meet, when it asks)
  return answer.then(
    overview => {
      asked.arrived = overview
    },
    () => undefined
  )
}

const storedToken = () => readAccessToken(localStore())

/**
 * Whether the answer asked for ahead is for these very parameters (their key) and this session's token (after a
 * sign-out, another person's sign-in in this page must not be given it), and recent enough to be used.
 */
const usableFor = (asked: Prefetched, key: string, token = storedToken()) =>
  asked.key === key && asked.token === token && Date.now() - asked.at <= FRESH_MS

/** The answer asked for ahead for these very parameters, now, if it has arrived and is fresh, once (else null). */
export function takeArrivedOverview(params: Record<string, string | number>): CampaignOverview | null {
  const taken = prefetched
  if (!taken?.arrived || !usableFor(taken, JSON.stringify(params))) return null
  prefetched = null
  return taken.arrived
}

/**
 * The answer asked for ahead for these very parameters, once (null: ask). If it fails, the page asks once
 * itself and meets that answer: the question ahead may have left before the session's holder listened for a
 * 401 (on a reload, before the app had rendered), and the page's own question is the one it can act on.
 */
export function takePrefetchedOverview(
  params: Record<string, string | number>,
  signal?: AbortSignal
): Promise<CampaignOverview> | null {
  const taken = prefetched
  prefetched = null
  if (!taken || !usableFor(taken, JSON.stringify(params))) return null
  return taken.answer.catch(() => requestOverview(params, signal))
}

/** The same for the overview opened on this address (its search string), at this width. */
export const prefetchOverviewAt = (search: string, narrow: boolean): Promise<void> =>
  prefetchOverview(overviewQueryFromSearch(search), narrow)
