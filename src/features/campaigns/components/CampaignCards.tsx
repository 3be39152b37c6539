import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import TablePagination from '@mui/material/TablePagination'
import Typography from '@mui/material/Typography'
import type { Theme } from '@mui/material/styles'
import NextLink from 'next/link'
import { memo } from 'react'

import {
  ACTIVE_STATUSES,
  type BulkAction,
  type CampaignCapabilities,
  type CampaignRow
} from '@/shared/campaigns/campaignTypes'
import { FittedName } from '@/shared/ui/FittedName'

import { paceNow, silentRow } from '@/shared/campaigns/dialingNow'
import { useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { etaWord, paceWord } from '../model/paceWords'
import { CARD_PAGE_SIZES, type OverviewQuery } from '../model/overviewQuery'
import { CampaignProgressBar } from './CampaignProgressBar'
import { CampaignStatusControl } from './CampaignStatusControl'
import { Figure } from './Figure'
import { overviewCellStyles } from './overviewCellStyles'
import { LoadProblem } from './LoadProblem'

const CARD_HEIGHT = 112
const CARD_SX = {
  height: CARD_HEIGHT,
  p: 1.5,
  borderRadius: 1,
  bgcolor: 'background.paper',
  boxShadow: 'var(--cm-shadow-sm, none)',
  border: 1,
  borderColor: 'divider',
  display: 'grid',
  gridTemplateRows: 'auto auto auto',
  alignContent: 'space-between'
} as const
const CARDS_SX = (theme: Theme) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1,
  ...overviewCellStyles(theme)
})

interface CampaignCardsProps {
  rows: readonly CampaignRow[]
  total: number
  /** the query as the cards show it (`forCards`: at most 100 a page) */
  query: OverviewQuery
  pending: boolean
  failure: string | null
  onRetry: () => void
  capabilities: CampaignCapabilities | null
  pendingIds: ReadonlySet<string>
  onAction: (campaign: CampaignRow, action: Extract<BulkAction, 'start' | 'stop'>) => void
  onPage: (page: number, pageSize: number) => void
}

interface CampaignCardProps {
  row: CampaignRow
  capabilities: CampaignCapabilities | null
  pending: boolean
  onAction: CampaignCardsProps['onAction']
}

/**
 * One campaign's card. Memoised: a refresh keeps the objects of the campaigns that did not change
 * (shareUnchanged), so a progress report re-renders the card of the campaign that reported, not every card.
 */
const CampaignCard = memo(function CampaignCard({ row, capabilities, pending, onAction }: CampaignCardProps) {
  const { t } = useCampaignsT()
  const format = useFormatters()
  const active = ACTIVE_STATUSES.includes(row.status)
  const shownPace = paceNow(row.pace, silentRow(row))
  const pace = paceWord(t, shownPace, active, format.number.format)
  const eta = etaWord(t, shownPace, active)
  return (
    <Box component="li" data-testid="campaign-card" data-id={row.id} sx={CARD_SX}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <FittedName
          as={Link}
          component={NextLink}
          name={row.name}
          href={`/campaigns/${encodeURIComponent(row.id)}`}
          prefetch={false}
          sx={{ flex: 1, minWidth: 0, fontWeight: 500 }}
        />
        <CampaignStatusControl
          campaign={row}
          capabilities={capabilities}
          pending={pending}
          onAction={action => onAction(row, action)}
        />
      </Box>
      <CampaignProgressBar name={row.name} progress={row.progress} inline />
      <Box sx={{ display: 'flex', gap: 2, typography: 'body2', color: 'text.secondary' }}>
        <span>
          {t('columns.pace')} {pace.figure ? <Figure>{pace.text}</Figure> : pace.text}
        </span>
        <span>
          {t('columns.eta')} {eta.figure ? <Figure>{eta.text}</Figure> : eta.text}
        </span>
      </Box>
    </Box>
  )
})

/**
 * The overview on a phone or a narrow window (below 900 px): one card per campaign with what a supervisor
 * checks on the move (name, status switch, progress, pace, time left), the first one in the first screen.
 * Cards have a fixed height, so nothing moves when values arrive.
 */
export function CampaignCards(props: CampaignCardsProps) {
  const { rows, query, capabilities, pendingIds, onAction } = props
  const { t } = useCampaignsT()
  if (props.failure && rows.length === 0)
    return <LoadProblem onRetry={props.onRetry}>{props.failure}</LoadProblem>
  const lastPage = Math.max(1, Math.ceil(props.total / query.pageSize))
  return (
    <Box>
      <Box
        component="ul"
        aria-label={t('overview.title')}
        aria-busy={props.pending}
        data-testid="campaign-cards"
        sx={CARDS_SX}
      >
        {props.pending &&
          Array.from({ length: 5 }, (_, index) => (
            <Box component="li" key={index} aria-hidden="true">
              <Skeleton variant="rounded" height={CARD_HEIGHT} />
            </Box>
          ))}
        {!props.pending && rows.length === 0 && (
          <Typography component="li" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {t('table.empty')}
          </Typography>
        )}
        {rows.map(row => (
          <CampaignCard
            key={row.id}
            row={row}
            capabilities={capabilities}
            pending={pendingIds.has(row.id)}
            onAction={onAction}
          />
        ))}
      </Box>
      <TablePagination
        component="div"
        count={props.total}
        page={Math.min(query.page, lastPage) - 1}
        rowsPerPage={query.pageSize}
        rowsPerPageOptions={[...CARD_PAGE_SIZES]}
        onPageChange={(_, page) => props.onPage(page + 1, query.pageSize)}
        onRowsPerPageChange={event => props.onPage(1, Number(event.target.value))}
        labelRowsPerPage={t('lists.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('lists.displayedRows', { from, to, count })}
        getItemAriaLabel={type => t(`lists.pages.${type}`)}
        slotProps={{ select: { native: true, inputProps: { 'aria-label': t('lists.rowsPerPage') } } }}
      />
    </Box>
  )
}
