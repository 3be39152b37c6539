import { useCallback } from 'react'

import type { BulkAction } from '@/shared/campaigns/campaignTypes'
import { failureOfData, useDataDispatch } from '@/shared/data'
import { notify } from '@/shared/ui/notify'

import { campaignsApi } from '../api/campaignsApi'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { asFailureLike, type FailureLike, failureText, resultFailure } from '../model/failureMessage'

/** One campaign's result of an action, for people: its name, and why it failed. */
export interface ActionResultLine {
  id: string
  name: string
  ok: boolean
  reason?: string
  /** the failure may pass on a second try (the platform busy, slow or unreachable): it stays selected */
  retryable?: boolean
}

/** campaigns per POST /api/campaigns/actions (the endpoint's own limit, MAX_BULK_IDS on the server) */
export const BULK_BATCH = 100

const RETRYABLE = new Set([
  'platform.rate_limited',
  'platform.unavailable',
  'platform.timeout',
  'network',
  'campaign.busy'
])
const isRetryable = (failure: FailureLike) =>
  RETRYABLE.has(failure.code) || failure.status === 429 || (failure.status !== null && failure.status >= 500)

/** What an action did: every campaign's result, and the sentence that sums it up (toast and live region). */
export interface ActionOutcome {
  action: BulkAction
  results: ActionResultLine[]
  summary: string
}

/**
 * Sends an action for some campaigns (POST /api/campaigns/actions) and answers its result per campaign; with
 * `toast`, also tells it in a toast (the campaign page; the overview shows it in place instead: one feedback
 * per action). A call that fails as a whole (403, 429, no answer) fails each of its campaigns with its reason.
 */
export function useCampaignAction({ toast = true }: { toast?: boolean } = {}) {
  const dispatch = useDataDispatch()
  const { t } = useCampaignsT()
  return useCallback(
    async (
      action: BulkAction,
      campaigns: readonly { id: string; name: string }[]
    ): Promise<ActionOutcome> => {
      const nameOf = new Map(campaigns.map(campaign => [campaign.id, campaign.name]))
      const results: ActionResultLine[] = []
      // The endpoint takes BULK_BATCH campaigns per call: more (all that match a search) go in turns.
      for (let start = 0; start < campaigns.length; start += BULK_BATCH) {
        const batch = campaigns.slice(start, start + BULK_BATCH)
        try {
          // (its state is not kept: the outcome is said in place, and the overview is not re-rendered for it)
          const response = await dispatch(
            campaignsApi.endpoints.campaignAction.initiate(
              { action, ids: batch.map(campaign => campaign.id) },
              { track: false }
            )
          ).unwrap()
          for (const result of response.results) {
            const name = nameOf.get(result.id) ?? result.id
            if (result.ok) {
              results.push({ id: result.id, name, ok: true })
              continue
            }
            const failure = resultFailure(result)
            const reason = failureText(failure)
            results.push({
              id: result.id,
              name,
              ok: false,
              reason: t(reason.key, reason.values),
              retryable: isRetryable(failure)
            })
          }
        } catch (caught) {
          const failure = asFailureLike(failureOfData(caught))
          const reason = failureText(failure)
          for (const campaign of batch)
            results.push({
              id: campaign.id,
              name: campaign.name,
              ok: false,
              reason: t(reason.key, reason.values),
              retryable: isRetryable(failure)
            })
        }
      }
      const ok = results.filter(result => result.ok).length
      let summary: string
      if (results.length === 1) {
        const [only] = results as [ActionResultLine]
        summary = only.ok
          ? t(`results.one.${action}`, { name: only.name })
          : t(`results.oneFailed.${action}`, { name: only.name, reason: only.reason })
      } else {
        summary = t(`results.many.${action}`, { ok, count: results.length })
        if (ok < results.length) summary += ` ${t('results.failed', { failed: results.length - ok })}`
      }
      if (toast && ok === results.length) notify.success(summary)
      else if (toast) notify.error(summary)
      return { action, results, summary }
    },
    [dispatch, t, toast]
  )
}
