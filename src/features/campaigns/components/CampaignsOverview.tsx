import AddOutlined from '@mui/icons-material/AddOutlined'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import TablePagination from '@mui/material/TablePagination'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { useRouter } from 'next/router'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useCan } from '@/features/acl'
import { useAuth } from '@/features/auth'
import type { BulkAction, CampaignRow } from '@/shared/campaigns/campaignTypes'

import { type ActionOutcome, useCampaignAction } from '../hooks/useCampaignAction'
import { type LoadOutcome, useLiveRefresh } from '../hooks/useLiveRefresh'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { type BulkPlan, planBulkAction, type SelectedCampaign } from '../model/bulkPlan'
import { capabilityReason } from '../model/capabilityReason'
import { useCampaignsDispatch, useCampaignsSelector } from '../model/campaignsStore'
import { rememberOverviewSearch } from '../model/lastOverviewSearch'
import {
  type OverviewQuery,
  overviewQueryReducer,
  PAGE_SIZES,
  toOverviewParams
} from '../model/overviewQuery'
import { overviewSearchOf, withOverviewQuery } from '../model/overviewUrl'
import { fetchOverview } from '../model/overviewSlice'
import { ActionResults } from './ActionResults'
import { BulkActionBar } from './BulkActionBar'
import { BulkActionDialog } from './BulkActionDialog'
import { CampaignFilters } from './CampaignFilters'
import { CampaignsTable } from './CampaignsTable'
import { CampaignSummary } from './CampaignSummary'
import { ExplainedButton } from './ExplainedButton'
import { RefreshProblem, UpdatedAt } from './RefreshStatus'

/**
 * The campaigns overview (`/`): the summary, the filters, the table (server-side sorting, filtering and
 * paging), start/stop switches, bulk actions with a confirmation, live refresh every 5 s while visible. The
 * query (search, filters, order, page) lives in the address bar, so a reload or a shared link keeps it.
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

  // The address follows the query once the person changes it (replaced, not pushed: one history entry for the
  // overview, whatever was typed; other parameters stay; the address they came with is left as it was), and
  // this tab remembers the query for the campaign pages' way back.
  const router = useRouter()
  const search = overviewSearchOf(query)
  const openedWith = useRef(search)
  useEffect(() => {
    rememberOverviewSearch(search)
    if (search === openedWith.current) return
    openedWith.current = search
    const [path = '', shown = ''] = router.asPath.split('#')[0]!.split('?')
    const next = withOverviewQuery(shown, query)
    if (next !== (shown ? `?${shown}` : ''))
      void router.replace(`${path}${next}`, undefined, { shallow: true, scroll: false })
  }, [router, search, query])
  const key = JSON.stringify(params)
  const [answeredKey, setAnsweredKey] = useState<string | null>(null)

  const load = useCallback(
    async (signal: AbortSignal): Promise<LoadOutcome> => {
      const request = dispatch(fetchOverview(params))
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
  const { refreshNow } = useLiveRefresh(load, { key })

  // The selection is kept by id: a refresh, another page or another filter does not lose it.
  const [selection, setSelection] = useState<ReadonlyMap<string, SelectedCampaign>>(new Map())
  const rows = useMemo(() => data?.campaigns ?? [], [data])
  const selected = useMemo(() => {
    const fresh = new Map(rows.map(row => [row.id, row]))
    return [...selection.values()].map(campaign => {
      const row = fresh.get(campaign.id)
      return row ? { id: row.id, name: row.name, status: row.status } : campaign
    })
  }, [selection, rows])
  const selectedIds = useMemo(() => new Set(selection.keys()), [selection])
  const select = (changed: readonly CampaignRow[], on: boolean) =>
    setSelection(current => {
      const next = new Map(current)
      for (const row of changed)
        if (on) next.set(row.id, { id: row.id, name: row.name, status: row.status })
        else next.delete(row.id)
      return next
    })

  const act = useCampaignAction()
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set())
  const [plan, setPlan] = useState<BulkPlan | null>(null)
  const [bulkBusy, setBulkBusy] = useState(false)

  // A bulk action that empties the selection removes the toolbar, and with it the button the confirmation
  // gives the focus back to: the focus goes to the result instead of being lost.
  const resultsRef = useRef<HTMLDivElement>(null)
  const focusResults = useRef(false)
  useEffect(() => {
    if (!focusResults.current || !outcome) return
    focusResults.current = false
    resultsRef.current?.focus()
  })

  // Dismissing the result gives the focus back to the control the action came from (a row's switch, a bulk
  // button) or, when that is gone, to the page's heading: never to the document's start.
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

  const finish = (done: ActionOutcome) => {
    setOutcome(done)
    setAnnouncement(done.summary)
    refreshNow()
  }

  const toggle = async (row: CampaignRow, action: Extract<BulkAction, 'start' | 'stop'>) => {
    rememberOrigin()
    setPendingIds(current => new Set(current).add(row.id))
    const done = await act(action, [row])
    setPendingIds(current => {
      const next = new Set(current)
      next.delete(row.id)
      return next
    })
    finish(done)
  }

  const confirmBulk = async () => {
    if (!plan) return
    setBulkBusy(true)
    const done = await act(plan.action, plan.acting)
    setBulkBusy(false)
    setPlan(null)
    // What succeeded leaves the selection; what failed stays selected, to try again.
    const succeeded = new Set(done.results.filter(result => result.ok).map(result => result.id))
    focusResults.current = [...selection.keys()].every(id => succeeded.has(id))
    setSelection(current => {
      const next = new Map(current)
      for (const result of done.results) if (result.ok) next.delete(result.id)
      return next
    })
    finish(done)
  }

  const capabilities = data?.capabilities ?? null
  const total = data?.total ?? 0
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize))
  const createRefusal = capabilityReason(capabilities, 'create')
  const mayCreate = can('create', 'campaigns') && createRefusal?.key !== 'capability.role'
  const newBusy = data !== null && answeredKey !== key

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
        <Box sx={{ flex: '1 1 auto' }}>
          <Typography ref={headingRef} tabIndex={-1} variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {t('overview.title')}
          </Typography>
          <Typography color="text.secondary">
            {tApp('home.welcome', { name: user?.fullName ?? '' })}
            {' · '}
            {tApp('home.organization', { company: user?.company ?? '' })}
          </Typography>
        </Box>
        <UpdatedAt at={data?.refreshedAt} />
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

      <CampaignSummary summary={data?.summary} />

      <RefreshProblem
        error={error}
        hasData={data !== null}
        loadFailedKey="overview.loadFailed"
        onRetry={refreshNow}
      />
      <ActionResults ref={resultsRef} outcome={outcome} onClose={closeResults} />

      <Card>
        <CampaignFilters
          query={query}
          facets={data?.facets}
          onSearch={q => changeQuery({ type: 'search', q })}
          onFilter={(field, values) => changeQuery({ type: 'filter', field, values })}
        />
        {selected.length > 0 && (
          <BulkActionBar
            count={selected.length}
            capabilities={capabilities}
            onAction={action => {
              rememberOrigin()
              setPlan(planBulkAction(action, selected))
            }}
            onClear={() => setSelection(new Map())}
          />
        )}
        <Box sx={{ height: 4 }}>{newBusy && <LinearProgress aria-label={t('overview.loading')} />}</Box>
        <CampaignsTable
          rows={rows}
          query={query}
          pending={data === null && !error}
          busy={newBusy}
          capabilities={capabilities}
          selected={selectedIds}
          onSelect={select}
          onSort={field => changeQuery({ type: 'sort', field })}
          pendingIds={pendingIds}
          onAction={(row, action) => void toggle(row, action)}
          pageCount={lastPage}
        />
        <TablePagination
          component="div"
          count={data ? total : 0}
          page={data ? Math.min(query.page, lastPage) - 1 : 0}
          rowsPerPage={query.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_, page) => changeQuery({ type: 'page', page: page + 1 })}
          onRowsPerPageChange={event =>
            changeQuery({ type: 'pageSize', pageSize: Number(event.target.value) })
          }
          labelRowsPerPage={tApp('lists.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => tApp('lists.displayedRows', { from, to, count })}
          getItemAriaLabel={type => tApp(`lists.pages.${type}`)}
          slotProps={{ select: { native: true, inputProps: { 'aria-label': tApp('lists.rowsPerPage') } } }}
        />
      </Card>

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
    </Box>
  )
}
