import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import useMediaQuery from '@mui/material/useMediaQuery'
import { visuallyHidden } from '@mui/utils'
import type { GridApi, GridPreferencePanelsValue } from '@mui/x-data-grid'
import { useCallback, useMemo, useReducer, useRef } from 'react'

import { useAuth } from '@/features/auth'
import type { CampaignSortField, CampaignStatus } from '@/shared/campaigns/campaignTypes'
import { useStableCallback } from '@/shared/hooks/useStableCallback'
import { GridPlaceholder } from '@/shared/ui/grid/GridPlaceholder'
import { useGridPreferences } from '@/shared/ui/grid/useGridPreferences'

import { useOverviewAddress } from '../hooks/useOverviewAddress'
import { useOverviewActions } from '../hooks/useOverviewActions'
import { useCampaignAlerts } from '../hooks/useCampaignAlerts'
import { useOverviewData } from '../hooks/useOverviewData'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { asFailureLike, failureText } from '../model/failureMessage'
import {
  FILTER_FIELDS,
  type OverviewQuery,
  overviewQueryReducer,
  shownQuery,
  toOverviewParams
} from '../model/overviewQuery'
import { useSelection } from '../hooks/useSelection'
import { ActionResults } from './ActionResults'
import { BulkActionBar } from './BulkActionBar'
import { BulkActionDialog } from './BulkActionDialog'
import { CampaignCards } from './CampaignCards'
import { CAMPAIGN_COLUMNS, PERFORMANCE_COLUMNS } from './campaignColumns'
import { CampaignFilters } from './CampaignFilters'
import { CampaignSummary } from './CampaignSummary'
import { FiltersDrawer } from './FiltersDrawer'
import { LoadedCampaignsGrid, useCampaignsGridLoaded } from './loadedCampaignsGrid'
import { OverviewHeader } from './OverviewHeader'
import { OverviewToolbar } from './OverviewToolbar'
import { StopCampaignDialog } from './StopCampaignDialog'

/**
 * The campaigns overview (`/`), a wall screen: the summary (which filters by status), the filters, the grid
 * (server-side sorting, filtering and paging; virtualised), start/stop switches, bulk actions with a
 * confirmation, live refresh every 5 s while visible. The query lives in the address bar. Everything has its
 * place before the data arrives: nothing moves but the values that change.
 */
export function CampaignsOverview({ initialQuery }: { initialQuery: OverviewQuery }) {
  const { t } = useCampaignsT()
  const { user } = useAuth()
  const [query, changeQuery] = useReducer(overviewQueryReducer, initialQuery)
  // Below 900 px the overview is cards, all in the page: a page of the grid's larger sizes comes 100 at a time.
  const narrow = useMediaQuery(theme => theme.breakpoints.down('md'), { noSsr: true })
  const shown = useMemo(() => shownQuery(query, narrow), [narrow, query])
  const params = useMemo(() => toOverviewParams(shown), [shown])
  useOverviewAddress(query)
  const { data, error, rows, live, liveCovered, pollMs, refreshNow, key, answeredKey } =
    useOverviewData(params)
  useCampaignAlerts(data ? rows : null)
  const gridLoaded = useCampaignsGridLoaded()

  const {
    selected,
    selectedIds,
    select: selectRows,
    setSelection,
    selectMatching,
    matchingBusy
  } = useSelection(rows)

  // The grid's density, hidden columns, widths and order, remembered per person; compact on wide screens.
  const wide = useMediaQuery(theme => theme.breakpoints.up('lg'), { noSsr: true })
  const grid = useGridPreferences(
    'campaigns',
    user?.email ?? 'anonymous',
    CAMPAIGN_COLUMNS,
    PERFORMANCE_COLUMNS
  )
  const density = grid.preferences.density ?? (wide ? 'compact' : 'standard')
  const apiRef = useRef<GridApi | null>(null)

  const headingRef = useRef<HTMLHeadingElement>(null)
  const actions = useOverviewActions({ refreshNow, setSelection, headingRef })
  const { resultsRef } = actions
  // A new selection means the person has moved on from the last result: the bulk bar takes its place.
  const select = useStableCallback((changed: Parameters<typeof selectRows>[0], on: boolean) => {
    actions.clearOutcome()
    selectRows(changed, on)
  })

  const capabilities = data?.capabilities ?? null
  const total = data?.total ?? 0
  const lastPage = Math.max(1, Math.ceil(total / shown.pageSize))
  const newBusy = data !== null && answeredKey !== key
  const firstFailure =
    data === null && error && error.code !== 'aborted'
      ? `${t('overview.loadFailed')} ${error.status === 429 ? t('refresh.busy') : (reason => t(reason.key, reason.values))(failureText(asFailureLike(error)))}`
      : null

  // What the page's parts are handed keeps its identity from one render to the next: they are memoised, and
  // the overview renders every second while campaigns dial (their progress), which should re-render the rows
  // and the figures that changed, not the filters, the toolbar, the header and the dialogs.
  const onPage = useStableCallback((page: number, pageSize: number) => {
    if (pageSize !== shown.pageSize) return changeQuery({ type: 'pageSize', pageSize })
    // another page of cards while the grid's choice was a larger page: the cards' size becomes the choice
    if (pageSize !== query.pageSize) changeQuery({ type: 'pageSize', pageSize })
    changeQuery({ type: 'page', page })
  })
  const onSearch = useCallback((q: string) => changeQuery({ type: 'search', q }), [])
  const onFilter = useCallback(
    (field: (typeof FILTER_FIELDS)[number], values: string[]) =>
      changeQuery({ type: 'filter', field, values }),
    []
  )
  const onStatus = useCallback(
    (values: CampaignStatus[]) => changeQuery({ type: 'filter', field: 'status', values }),
    []
  )
  const onSort = useCallback((field: CampaignSortField) => changeQuery({ type: 'sort', field }), [])
  const onColumns = useCallback(
    () => apiRef.current?.showPreferences('columns' as GridPreferencePanelsValue),
    []
  )
  const facets = data?.facets
  const filters = useMemo(
    () => <CampaignFilters query={query} facets={facets} onSearch={onSearch} onFilter={onFilter} />,
    [query, facets, onSearch, onFilter]
  )
  const activeFilters = FILTER_FIELDS.filter(field => query[field].length > 0).length + (query.q ? 1 : 0)

  const overlay = actions.outcome ? (
    <ActionResults
      ref={resultsRef}
      outcome={actions.outcome}
      leftAsIs={actions.leftAsIs}
      onClose={actions.closeResults}
    />
  ) : selected.length > 0 ? (
    <BulkActionBar
      count={selected.length}
      capabilities={capabilities}
      onAction={action => actions.askBulk(action, selected)}
      onClear={() => setSelection(new Map())}
      matching={total}
      pageSelected={rows.length > 0 && rows.every(row => selectedIds.has(row.id))}
      matchingBusy={matchingBusy}
      onSelectMatching={() => void selectMatching(params)}
    />
  ) : null

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <OverviewHeader
        headingRef={headingRef}
        refreshedAt={data?.refreshedAt}
        error={error}
        onRetry={refreshNow}
        live={live}
        liveCovered={liveCovered}
        pollMs={pollMs}
        capabilities={capabilities}
      />

      <CampaignSummary
        summary={data?.summary}
        status={query.status}
        onStatus={onStatus}
        failed={firstFailure !== null}
      />

      {narrow ? (
        <>
          <FiltersDrawer active={activeFilters}>{filters}</FiltersDrawer>
          {overlay}
          <CampaignCards
            rows={rows}
            total={total}
            query={shown}
            pending={data === null && !error}
            failure={firstFailure}
            onRetry={refreshNow}
            capabilities={capabilities}
            pendingIds={actions.pendingIds}
            onAction={actions.onSwitch}
            onPage={onPage}
          />
        </>
      ) : (
        <Card sx={{ display: 'flex', flexDirection: 'column' }}>
          <OverviewToolbar
            filters={filters}
            density={density}
            onDensity={grid.setDensity}
            onColumns={onColumns}
            overlay={overlay}
          />
          {/* A fixed height from the first paint (the rows scroll inside): the footer never moves. The bar of a
            new query lies over the grid's top edge. */}
          <Box sx={{ position: 'relative', height: 'max(420px, calc(100dvh - 252px))' }}>
            {newBusy && (
              <LinearProgress
                aria-label={t('overview.loading')}
                sx={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 3, height: 3 }}
              />
            )}
            {(data === null && !error) || !gridLoaded ? (
              <GridPlaceholder density={density} testId="campaigns-table" />
            ) : (
              <LoadedCampaignsGrid
                apiRef={apiRef}
                rows={rows}
                total={total}
                query={query}
                busy={newBusy}
                failure={firstFailure}
                onRetry={refreshNow}
                capabilities={capabilities}
                selected={selectedIds}
                onSelect={select}
                onSort={onSort}
                onPage={onPage}
                pendingIds={actions.pendingIds}
                onAction={actions.onSwitch}
                preferences={grid.preferences}
                density={density}
                onDensity={grid.setDensity}
                onHidden={grid.setHidden}
                onWidth={grid.setWidth}
                onMoveColumn={grid.move}
                pageCount={lastPage}
              />
            )}
          </Box>
        </Card>
      )}

      {/* Announces the results of actions, not every refresh. */}
      <Box role="status" sx={visuallyHidden} data-testid="announcer">
        {actions.announcement}
      </Box>

      <BulkActionDialog {...actions.bulkDialog} />
      <StopCampaignDialog {...actions.stopDialog} />
    </Box>
  )
}
