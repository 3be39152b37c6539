import { useMemo, useState } from 'react'

import { CAMPAIGN_STATUSES, DIALING_MODES } from '@/shared/campaigns/campaignTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import type { ScheduledCampaign } from '@/shared/schedules'

import type { FilterChoice } from './ScheduleFilters'

/** The filters' values ('': any). */
export type ScheduleFilterValues = Record<FilterChoice['field'], string>

/**
 * The week's rows: the scheduled campaigns that pass the filters, by name in the person's language; and the
 * filters, with their choices (the campaigns' divisions, every status and dialing mode).
 */
export function useScheduleRows(campaigns: readonly ScheduledCampaign[]) {
  const { t, language } = useScreenTexts()
  const [filters, setFilters] = useState<ScheduleFilterValues>({ division: '', status: '', dialingMode: '' })

  const rows = useMemo(() => {
    // one collator for the sort (String#localeCompare makes one per comparison: 2,000 rows, ~22,000 of them)
    const byName = new Intl.Collator(language).compare
    return campaigns
      .filter(
        campaign =>
          campaign.schedule &&
          (!filters.division || campaign.division?.id === filters.division) &&
          (!filters.status || campaign.status === filters.status) &&
          (!filters.dialingMode || campaign.dialingMode === filters.dialingMode)
      )
      .sort((a, b) => byName(a.name, b.name))
  }, [campaigns, filters, language])

  const choices = useMemo<FilterChoice[]>(() => {
    const divisions = new Map(
      campaigns.flatMap(campaign =>
        campaign.division ? [[campaign.division.id, campaign.division.name]] : []
      )
    )
    return [
      {
        field: 'division',
        label: 'schedules.filters.division',
        anyLabel: 'schedules.filters.anyDivision',
        options: [...divisions]
          .map(([value, label]) => ({ value, label }))
          .sort((a, b) => a.label.localeCompare(b.label, language))
      },
      {
        field: 'status',
        label: 'schedules.filters.status',
        anyLabel: 'schedules.filters.anyStatus',
        options: CAMPAIGN_STATUSES.map(value => ({ value, label: t(`schedules.status.${value}`) }))
      },
      {
        field: 'dialingMode',
        label: 'schedules.filters.dialingMode',
        anyLabel: 'schedules.filters.anyDialingMode',
        options: DIALING_MODES.map(value => ({ value, label: t(`schedules.dialingModes.${value}`) }))
      }
    ]
  }, [campaigns, t, language])

  const setFilter = (field: FilterChoice['field'], value: string) =>
    setFilters(current => ({ ...current, [field]: value }))
  const filtered = Boolean(filters.division || filters.status || filters.dialingMode)
  return { rows, filters, setFilter, choices, filtered }
}
