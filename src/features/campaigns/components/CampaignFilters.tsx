import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import { memo, useState } from 'react'

import { useDebouncedCallback } from '@/shared/hooks/useDebouncedCallback'
import { CAMPAIGN_STATUSES, DIALING_MODES, type NamedRef } from '@/shared/campaigns/campaignTypes'

import { useCampaignsT } from '../i18n/CampaignTexts'
import type { FilterField, OverviewQuery } from '../model/overviewQuery'
import { MultiSelectFilter } from './MultiSelectFilter'

/** How long the search waits for a pause in typing before it asks the server. */
export const SEARCH_DELAY_MS = 300

interface CampaignFiltersProps {
  query: OverviewQuery
  facets: { divisions: NamedRef[]; contactLists: NamedRef[] } | undefined
  onSearch: (q: string) => void
  onFilter: (field: FilterField, values: string[]) => void
}

/** The search (debounced) and the multi-select filters; the division and contact-list values come from facets. */
export const CampaignFilters = memo(function CampaignFilters({
  query,
  facets,
  onSearch,
  onFilter
}: CampaignFiltersProps) {
  const { t } = useCampaignsT()
  const [searchText, setSearchText] = useState(query.q)
  const search = useDebouncedCallback((q: string) => onSearch(q), SEARCH_DELAY_MS)
  const refs = (list: NamedRef[] | undefined, chosen: readonly string[]) => {
    const options = (list ?? []).map(ref => ({ value: ref.id, label: ref.name }))
    // A chosen value the current facets no longer list stays choosable (to take it off).
    for (const id of chosen)
      if (!options.some(option => option.value === id)) options.push({ value: id, label: id })
    return options
  }
  return (
    <Box
      role="search"
      aria-label={t('filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <TextField
        type="search"
        size="small"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={searchText}
        onChange={event => {
          setSearchText(event.target.value)
          search(event.target.value.trim())
        }}
        sx={{ flex: '1 1 180px' }}
      />
      <MultiSelectFilter
        label={t('filters.status')}
        values={query.status}
        options={CAMPAIGN_STATUSES.map(status => ({ value: status, label: t(`status.${status}`) }))}
        onChange={values => onFilter('status', values)}
      />
      <MultiSelectFilter
        label={t('filters.dialingMode')}
        values={query.dialingMode}
        options={DIALING_MODES.map(mode => ({ value: mode, label: t(`dialingModes.${mode}.name`) }))}
        onChange={values => onFilter('dialingMode', values)}
      />
      <MultiSelectFilter
        label={t('filters.division')}
        values={query.divisionId}
        options={refs(facets?.divisions, query.divisionId)}
        onChange={values => onFilter('divisionId', values)}
      />
      <MultiSelectFilter
        label={t('filters.contactList')}
        values={query.contactListId}
        options={refs(facets?.contactLists, query.contactListId)}
        onChange={values => onFilter('contactListId', values)}
      />
    </Box>
  )
})
