import { useMemo, useState } from 'react'

import type { CampaignRow } from '@/shared/campaigns/campaignTypes'
import { failureOfData, useDataDispatch } from '@/shared/data'
import { notify } from '@/shared/ui/notify'

import { readMatchingCampaigns } from '../api/overviewApi'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { type SelectedCampaign, selectedOf } from '../model/bulkPlan'
import { asFailureLike, failureText } from '../model/failureMessage'

/** the largest page GET /api/campaigns answers (MAX_OVERVIEW_PAGE_SIZE on the server) */
const MATCHING_PAGE_SIZE = 2000

/**
 * The selected campaigns, kept by id: a refresh, another page or another filter does not lose them; their
 * names and statuses follow the rows shown. `selectMatching` selects every campaign that matches the search
 * and filters, on every page (the server's largest pages, in turns).
 */
export function useSelection(rows: readonly CampaignRow[]) {
  const { t } = useCampaignsT()
  const dispatch = useDataDispatch()
  const [selection, setSelection] = useState<ReadonlyMap<string, SelectedCampaign>>(new Map())
  const [matchingBusy, setMatchingBusy] = useState(false)
  const selected = useMemo(() => {
    const fresh = new Map(rows.map(row => [row.id, row]))
    return [...selection.values()].map(campaign => {
      const row = fresh.get(campaign.id)
      return row ? selectedOf(row) : campaign
    })
  }, [selection, rows])
  const selectedIds = useMemo(() => new Set(selection.keys()), [selection])
  const select = (changed: readonly CampaignRow[], on: boolean) =>
    setSelection(current => {
      const next = new Map(current)
      for (const row of changed)
        if (on) next.set(row.id, selectedOf(row))
        else next.delete(row.id)
      return next
    })

  const selectMatching = async (params: Record<string, string | number>) => {
    setMatchingBusy(true)
    try {
      const found = new Map<string, SelectedCampaign>()
      for (let page = 1; ; page += 1) {
        const answer = await dispatch(
          readMatchingCampaigns({ ...params, page, pageSize: MATCHING_PAGE_SIZE })
        ).unwrap()
        for (const campaign of answer.campaigns) found.set(campaign.id, campaign)
        if (answer.campaigns.length < MATCHING_PAGE_SIZE || found.size >= answer.total) break
      }
      setSelection(found)
    } catch (caught) {
      const reason = failureText(asFailureLike(failureOfData(caught)))
      notify.error(t('bulk.selectMatchingFailed', { reason: t(reason.key, reason.values) }))
    } finally {
      setMatchingBusy(false)
    }
  }

  return { selection, selected, selectedIds, select, setSelection, selectMatching, matchingBusy }
}
