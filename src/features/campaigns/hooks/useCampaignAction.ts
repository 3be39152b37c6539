import { useCallback } from 'react'

import type { ApiFailure } from '@/features/auth'
import type { BulkAction } from '@/shared/campaigns/campaignTypes'
import { notify } from '@/shared/ui/notify'

import { useCampaignsT } from '../i18n/CampaignTexts'
import { asFailureLike, failureText, resultFailure } from '../model/failureMessage'
import { useCampaignsDispatch } from '../model/campaignsStore'
import { runCampaignAction } from '../model/overviewSlice'

/** One campaign's result of an action, for people: its name, and why it failed. */
export interface ActionResultLine {
  id: string
  name: string
  ok: boolean
  reason?: string
}

/** What an action did: every campaign's result, and the sentence that sums it up (toast and live region). */
export interface ActionOutcome {
  action: BulkAction
  results: ActionResultLine[]
  summary: string
}

/**
 * Sends an action for some campaigns (POST /api/campaigns/actions), tells the result in a toast and answers
 * it per campaign. A call that fails as a whole (403, 429, no answer) fails every campaign with its reason.
 */
export function useCampaignAction() {
  const dispatch = useCampaignsDispatch()
  const { t } = useCampaignsT()
  return useCallback(
    async (
      action: BulkAction,
      campaigns: readonly { id: string; name: string }[]
    ): Promise<ActionOutcome> => {
      const nameOf = new Map(campaigns.map(campaign => [campaign.id, campaign.name]))
      let results: ActionResultLine[]
      try {
        const response = await dispatch(
          runCampaignAction({ action, ids: campaigns.map(campaign => campaign.id) })
        ).unwrap()
        results = response.results.map(result => {
          const name = nameOf.get(result.id) ?? result.id
          if (result.ok) return { id: result.id, name, ok: true }
          const reason = failureText(resultFailure(result))
          return { id: result.id, name, ok: false, reason: t(reason.key, reason.values) }
        })
      } catch (caught) {
        const reason = failureText(asFailureLike(caught as ApiFailure))
        results = campaigns.map(campaign => ({
          id: campaign.id,
          name: campaign.name,
          ok: false,
          reason: t(reason.key, reason.values)
        }))
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
      if (ok === results.length) notify.success(summary)
      else notify.error(summary)
      return { action, results, summary }
    },
    [dispatch, t]
  )
}
