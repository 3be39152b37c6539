import AddOutlined from '@mui/icons-material/AddOutlined'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import DialogContentText from '@mui/material/DialogContentText'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { visuallyHidden } from '@mui/utils'
import { GridPreferencePanelsValue, useGridApiRef } from '@mui/x-data-grid'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useCan } from '@/features/acl'
import { useAuth } from '@/features/auth'
import type { BulkAction, CampaignRow } from '@/shared/campaigns/campaignTypes'
import { useStableCallback } from '@/shared/hooks/useStableCallback'
import { useGridPreferences } from '@/shared/ui/grid/useGridPreferences'

import { type ActionOutcome, useCampaignAction } from '../hooks/useCampaignAction'
import { type LoadOutcome, useLiveRefresh } from '../hooks/useLiveRefresh'
import { useOverviewAddress } from '../hooks/useOverviewAddress'
import { useOverviewEvents } from '../hooks/useOverviewEvents'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { type BulkPlan, planBulkAction } from '../model/bulkPlan'
import { capabilityReason } from '../model/capabilityReason'
import { useCampaignsDispatch, useCampaignsSelector } from '../model/campaignsStore'
import { asFailureLike, failureText } from '../model/failureMessage'
import {
  FILTER_FIELDS,
  type OverviewQuery,
  overviewQueryReducer,
  toOverviewParams
} from '../model/overviewQuery'
import { fetchOverview } from '../model/overviewSlice'
import { REFRESH_INTERVAL_MS } from '../model/refreshDelay'
import { useSelection } from '../hooks/useSelection'
import { ActionResults } from './ActionResults'
import { BulkActionBar } from './BulkActionBar'
import { BulkActionDialog } from './BulkActionDialog'
import { CampaignCards } from './CampaignCards'
import { CAMPAIGN_COLUMNS } from './campaignColumns'
import { CampaignFilters } from './CampaignFilters'
import { CampaignsGrid } from './CampaignsGrid'
import { CampaignSummary } from './CampaignSummary'
import { ConfirmDialog } from './ConfirmDialog'
import { ExplainedButton } from './ExplainedButton'
import { FiltersDrawer } from './FiltersDrawer'
import { OverviewToolbar } from './OverviewToolbar'
import { Freshness } from './RefreshStatus'

/**
 * The campaigns overview (`/`), a wall screen: the summary (which filters by status), the filters, the grid
 * (server-side sorting, filtering and paging; virtualised), start/stop switches, bulk actions with a
 * confirmation, live refresh every 5 s while visible. The query lives in the address bar. Everything has its
 * place before the data arrives: nothing moves but the values that change.
 */
export function CampaignsOverview({ initialQuery }: { initialQuery: OverviewQuery }) {
  const { t } = useCampaignsT()
  const { t: tApp } = useTranslation()
  const { user } = useAuth()
  const can = useCan()
  const dispatch = useCampaignsDispatch()
  const { data, error } = useCampaignsSelector(state => state.overview)
  const [query, changeQuery] = useReducer(overviewQueryReducer, initialQuery)
  const params = useMemo(() => toOverviewParams(query), [query])
  useOverviewAddress(query)
  const key = JSON.stringify(params)
  const [answeredKey, setAnsweredKey] = useState<string | null>(null)

  // While the platform's events arrive, the server may read progress less often (docs/campaigns.md).
  const liveRef = useRef(false)
  const load = useCallback(
    async (signal: AbortSignal): Promise<LoadOutcome> => {
      const request = dispatch(fetchOverview(liveRef.current ? { ...params, live: 1 } : params))
      signal.addEventListener('abort', () => request.abort())
      const result = await request
      if (fetchOverview.fulfilled.match(result)) {
        setAnsweredKey(key)
        return null
      }
      if (result.meta.aborted) return { status: null, code: 'aborted', message: '' }
      return result.payload ?? { status: null, code: 'unknown', message: '' }
    },
    [dispatch, params, key]
  )
  const rows = useMemo(() => data?.campaigns ?? [], [data])
  const live = useOverviewEvents(rows, data?.active)
  useEffect(() => {
    liveRef.current = live.channel === 'live'
  })
  const { refreshNow } = useLiveRefresh(load, { key, intervalMs: live.intervalMs })

  const {
    selected,
    selectedIds,
    select: selectRows,
    setSelection,
    selectMatching,
    matchingBusy
  } = useSelection(rows)
  // A new selection means the person has moved on from the last result: the bulk bar takes its place.
  const select: typeof selectRows = (changed, on) => {
    setOutcome(null)
    selectRows(changed, on)
  }

  // The grid's density, hidden columns, widths and order, remembered per person; compact on wide screens.
  const narrow = useMediaQuery(theme => theme.breakpoints.down('md'), { noSsr: true })
  const wide = useMediaQuery(theme => theme.breakpoints.up('lg'), { noSsr: true })
  const grid = useGridPreferences('campaigns', user?.email ?? 'anonymous', CAMPAIGN_COLUMNS)
  const density = grid.preferences.density ?? (wide ? 'compact' : 'standard')
  const apiRef = useGridApiRef()

  const act = useCampaignAction({ toast: false })
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null)
  const [leftAsIs, setLeftAsIs] = useState<BulkPlan['acting']>([])
  const [announcement, setAnnouncement] = useState('')
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set())
  const [plan, setPlan] = useState<BulkPlan | null>(null)
  const [bulkBusy, setBulkBusy] = useState(false)
  // The campaign whose stop is being confirmed (kept while the dialog fades out, so its text stays).
  const [stopping, setStopping] = useState<CampaignRow | null>(null)
  const [stopOpen, setStopOpen] = useState(false)

  // Where the focus goes after an action: back to the control the action came from (a row's switch, a bulk
  // button) when the result is dismissed, or to the result when the toolbar that held the control is gone;
  // to the page's heading when nothing else is left. Never to the document's start.
  const resultsRef = useRef<HTMLDivElement>(null)
  const actionOrigin = useRef<HTMLElement | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const rememberOrigin = () => {
    actionOrigin.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
  }
  const closeResults = () => {
    const origin = actionOrigin.current
    ;(origin?.isConnected ? origin : headingRef.current)?.focus()
    setOutcome(null)
  }

  // The result lies over the toolbar: after a bulk action it has replaced the bar whose button had the focus,
  // so it takes the focus; after a switch's refusal the switch keeps it.
  const focusResults = useRef(false)
  useEffect(() => {
    if (!focusResults.current || !outcome) return
    focusResults.current = false
    resultsRef.current?.focus()
  })
  const finish = (done: ActionOutcome, skipped: BulkPlan['acting'] = [], takeFocus = false) => {
    focusResults.current = takeFocus
    setOutcome(done)
    setLeftAsIs(skipped)
    setAnnouncement(done.summary)
    refreshNow()
  }

  const toggle = async (row: CampaignRow, action: Extract<BulkAction, 'start' | 'stop'>) => {
    setPendingIds(current => new Set(current).add(row.id))
    const done = await act(action, [row])
    setPendingIds(current => {
      const next = new Set(current)
      next.delete(row.id)
      return next
    })
    // A switch that did what it says needs no more words on screen: the row shows it (and the live region
    // says it). A refusal is shown in place, with why.
    if (done.results.every(result => result.ok)) {
      setAnnouncement(done.summary)
      refreshNow()
    } else finish(done)
  }
  // Stopping a running campaign is asked first, as bulk actions are; starting is not (it is undone by a stop).
  // (Stable, so the grid's columns are not redefined on every render.)
  const onSwitch = useStableCallback((row: CampaignRow, action: Extract<BulkAction, 'start' | 'stop'>) => {
    rememberOrigin()
    if (action === 'stop') {
      setStopping(row)
      setStopOpen(true)
    } else void toggle(row, action)
  })

  const confirmBulk = async () => {
    if (!plan) return
    setBulkBusy(true)
    const done = await act(plan.action, plan.acting)
    setBulkBusy(false)
    setPlan(null)
    // What succeeded, and what was left as is, leaves the selection; what failed for a passing reason stays
    // selected, to try again.
    const keep = new Set(
      done.results.filter(result => !result.ok && result.retryable).map(result => result.id)
    )
    setSelection(current => new Map([...current].filter(([id]) => keep.has(id))))
    finish(
      done,
      plan.skipped.flatMap(group => group.campaigns),
      true
    )
  }

  const capabilities = data?.capabilities ?? null
  const total = data?.total ?? 0
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize))
  const createRefusal = capabilityReason(capabilities, 'create')
  const mayCreate = can('create', 'campaigns') && createRefusal?.key !== 'capability.role'
  const newBusy = data !== null && answeredKey !== key
  const firstFailure =
    data === null && error && error.code !== 'aborted'
      ? `${t('overview.loadFailed')} ${error.status === 429 ? t('refresh.busy') : (reason => t(reason.key, reason.values))(failureText(asFailureLike(error)))}`
      : null

  const onPage = (page: number, pageSize: number) =>
    changeQuery(pageSize !== query.pageSize ? { type: 'pageSize', pageSize } : { type: 'page', page })
  const filters = (
    <CampaignFilters
      query={query}
      facets={data?.facets}
      onSearch={q => changeQuery({ type: 'search', q })}
      onFilter={(field, values) => changeQuery({ type: 'filter', field, values })}
    />
  )
  const activeFilters = FILTER_FIELDS.filter(field => query[field].length > 0).length + (query.q ? 1 : 0)

  const overlay = outcome ? (
    <ActionResults ref={resultsRef} outcome={outcome} leftAsIs={leftAsIs} onClose={closeResults} />
  ) : selected.length > 0 ? (
    <BulkActionBar
      count={selected.length}
      capabilities={capabilities}
      onAction={action => {
        rememberOrigin()
        setPlan(planBulkAction(action, selected))
      }}
      onClear={() => setSelection(new Map())}
      matching={total}
      pageSelected={rows.length > 0 && rows.every(row => selectedIds.has(row.id))}
      matchingBusy={matchingBusy}
      onSelectMatching={() => void selectMatching(params)}
    />
  ) : null

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 1,
          minHeight: 48
        }}
      >
        <Typography ref={headingRef} tabIndex={-1} variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {t('overview.title')}
        </Typography>
        <Typography color="text.secondary" variant="body2" noWrap sx={{ flex: '1 1 240px', minWidth: 0 }}>
          {tApp('home.welcome', { name: user?.fullName ?? '' })}
          {' · '}
          {tApp('home.organization', { company: user?.company ?? '' })}
        </Typography>
        <Freshness
          at={data?.refreshedAt}
          error={error}
          onRetry={refreshNow}
          live={live.channel === 'live'}
          pollSeconds={REFRESH_INTERVAL_MS / 1000}
        />
        {mayCreate && (
          <ExplainedButton
            variant="contained"
            startIcon={<AddOutlined />}
            href="/campaigns/new"
            unavailable={createRefusal ? t(createRefusal.key, createRefusal.values) : null}
            data-testid="new-campaign"
          >
            {t('overview.new')}
          </ExplainedButton>
        )}
      </Box>

      <CampaignSummary
        summary={data?.summary}
        status={query.status}
        onStatus={values => changeQuery({ type: 'filter', field: 'status', values })}
        failed={firstFailure !== null}
      />

      {narrow ? (
        <>
          <FiltersDrawer active={activeFilters}>{filters}</FiltersDrawer>
          {overlay}
          <CampaignCards
            rows={rows}
            total={total}
            query={query}
            pending={data === null && !error}
            failure={firstFailure}
            onRetry={refreshNow}
            capabilities={capabilities}
            pendingIds={pendingIds}
            onAction={onSwitch}
            onPage={onPage}
          />
        </>
      ) : (
        <Card sx={{ display: 'flex', flexDirection: 'column' }}>
          <OverviewToolbar
            filters={filters}
            density={density}
            onDensity={grid.setDensity}
            onColumns={() => apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)}
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
            <CampaignsGrid
              apiRef={apiRef}
              rows={rows}
              total={total}
              query={query}
              pending={data === null && !error}
              busy={newBusy}
              failure={firstFailure}
              onRetry={refreshNow}
              capabilities={capabilities}
              selected={selectedIds}
              onSelect={select}
              onSort={field => changeQuery({ type: 'sort', field })}
              onPage={(page, pageSize) =>
                changeQuery(
                  pageSize !== query.pageSize ? { type: 'pageSize', pageSize } : { type: 'page', page }
                )
              }
              pendingIds={pendingIds}
              onAction={onSwitch}
              preferences={grid.preferences}
              density={density}
              onDensity={grid.setDensity}
              onHidden={grid.setHidden}
              onWidth={grid.setWidth}
              onMoveColumn={grid.move}
              pageCount={lastPage}
            />
          </Box>
        </Card>
      )}

      {/* Announces the results of actions, not every refresh. */}
      <Box role="status" sx={visuallyHidden} data-testid="announcer">
        {announcement}
      </Box>

      <BulkActionDialog
        plan={plan}
        busy={bulkBusy}
        onConfirm={() => void confirmBulk()}
        onClose={() => setPlan(null)}
      />
      <ConfirmDialog
        open={stopOpen}
        title={t('detail.confirm.stop.title', { name: stopping?.name ?? '' })}
        confirmLabel={t('actions.stop')}
        onConfirm={() => {
          if (stopping) void toggle(stopping, 'stop')
          setStopOpen(false)
        }}
        onClose={() => setStopOpen(false)}
      >
        <DialogContentText>{t('detail.confirm.stop.body', { name: stopping?.name ?? '' })}</DialogContentText>
      </ConfirmDialog>
    </Box>
  )
}
