import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useTheme } from '@mui/material/styles'
import type { GridColDef } from '@mui/x-data-grid'
import { visuallyHidden } from '@mui/utils'
import { memo, useId, useMemo } from 'react'

import { CAMPAIGN_STATUS_COLOUR } from '@/shared/campaigns/campaignStatusColour'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import type { Occurrence, ScheduledCampaign, Span } from '@/shared/schedules'
import { FittedName } from '@/shared/ui/FittedName'
import { AppDataGrid } from '@/shared/ui/grid/AppDataGrid'
import { PlainLink } from '@/shared/ui/PlainLink'
import { UnavailableValue } from '@/shared/ui/list'
import { StatusDot } from '@/shared/ui/StatusDot'

import type { DateTexts } from '../model/dateFormat'
import type { EntryRef } from '../model/scheduleEdits'
import type { WeekWindow } from '../model/weekWindow'
import { TimelineCell, type TimelineCellProps } from './TimelineCell'
import { TimelineHeader } from './TimelineHeader'

export const ROW_HEIGHT = 52
const HEADER_HEIGHT = 52

const CampaignCell = memo(function CampaignCell({
  campaign,
  zone,
  tabIndex
}: {
  campaign: ScheduledCampaign
  zone: string
  tabIndex: 0 | -1
}) {
  const { t } = useScreenTexts()
  const own = campaign.schedule?.timeZone
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.3 }}>
      {/* cut in the middle when it does not fit, whole on hover and focus */}
      <FittedName
        as={Link}
        // (not next/link: its per-link prefetch asked the server for every row scrolled into view)
        component={PlainLink}
        name={campaign.name}
        href={`/campaigns/${encodeURIComponent(campaign.id)}`}
        tabIndex={tabIndex}
        sx={{ fontWeight: 500, alignSelf: 'flex-start' }}
      />
      <Box
        component="span"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          fontSize: '0.75rem',
          color: 'text.secondary'
        }}
      >
        {campaign.status ? (
          <>
            <StatusDot colour={CAMPAIGN_STATUS_COLOUR[campaign.status]} />
            <span data-testid="campaign-status">{t(`schedules.status.${campaign.status}`)}</span>
          </>
        ) : (
          // the campaigns could not be read: the status is not known (the notice above says why)
          <UnavailableValue />
        )}
        {own && own !== zone && (
          <>
            <span aria-hidden="true">{'·'}</span>
            {/* the zone, its differing end, stays in view when the line is cut */}
            <FittedName name={t('schedules.zoneDiffers', { zone: own })} tabIndex={tabIndex} />
          </>
        )}
      </Box>
    </Box>
  )
})

interface WeekGridProps {
  rows: readonly ScheduledCampaign[]
  /** nothing is known yet: skeleton rows of the final height */
  pending: boolean
  /** the grid's accessible name */
  label: string
  /** the text when there are no rows */
  emptyText: string
  window: WeekWindow
  now: number
  dates: DateTexts
  barName: (campaign: ScheduledCampaign, run: Occurrence) => string
  readout: TimelineCellProps['readout']
  outsideOf: ReadonlyMap<string, Span[]>
  editable: boolean
  onOpen: (campaign: ScheduledCampaign, ref: EntryRef) => void
  onCreate: (campaign: ScheduledCampaign, at: number) => void
  onChange: TimelineCellProps['onChange']
  onReadout: TimelineCellProps['onReadout']
}

const NO_OUTSIDE: Span[] = []

function NoRows({ text }: { text?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', color: 'text.secondary', p: 2 }}>
      {text}
    </Box>
  )
}
const SLOTS = { noRowsOverlay: NoRows as never }
// the timeline's header and cells without padding, so the days line up with the bars
const GRID_SX = {
  '& .timeline-cell, & .timeline-header': { px: 0 },
  '& .timeline-header .MuiDataGrid-columnHeaderTitleContainer, & .timeline-header .MuiDataGrid-columnHeaderTitleContainerContent':
    { width: '100%', height: '100%', overflow: 'visible' },
  '& .timeline-cell': { alignItems: 'stretch' }
}

/**
 * The week view's grid (the house data grid: rows virtualised, so 2,000 campaigns scroll smoothly): a campaign
 * and its live status, and one wide timeline column whose header shows the days and whose cells draw the runs.
 */
export function WeekGrid(props: WeekGridProps) {
  const { t, language } = useScreenTexts()
  const rtl = useTheme().direction === 'rtl'
  const { window, now, dates, barName, readout, outsideOf, editable, onOpen, onCreate, onChange } = props
  const { onReadout } = props
  const zone = window.timeZone
  const keysHintId = useId()
  const columns = useMemo<GridColDef<ScheduledCampaign>[]>(
    () => [
      {
        field: 'name',
        headerName: t('schedules.columns.campaign'),
        width: 240,
        sortable: false,
        renderCell: ({ row, tabIndex }) => <CampaignCell campaign={row} zone={zone} tabIndex={tabIndex} />
      },
      {
        field: 'timeline',
        headerName: t('schedules.columns.timeline', { from: dates.date(window.start) }),
        flex: 1,
        minWidth: 560,
        sortable: false,
        resizable: false,
        disableColumnMenu: true,
        headerClassName: 'timeline-header',
        cellClassName: 'timeline-cell',
        renderHeader: () => (
          <TimelineHeader window={window} dates={dates} now={now} todayText={t('schedules.today')} />
        ),
        renderCell: ({ row, tabIndex, colDef }) => (
          <TimelineCell
            campaign={row}
            trackPx={colDef.computedWidth}
            window={window}
            now={now}
            dates={dates}
            barName={barName}
            readout={readout}
            outside={outsideOf.get(row.id) ?? NO_OUTSIDE}
            editable={editable}
            rtl={rtl}
            tabIndex={tabIndex}
            keysHintId={keysHintId}
            onOpen={onOpen}
            onCreate={onCreate}
            onChange={onChange}
            onReadout={onReadout}
          />
        )
      }
    ],
    [
      t,
      zone,
      dates,
      window,
      now,
      barName,
      readout,
      outsideOf,
      editable,
      rtl,
      keysHintId,
      onOpen,
      onCreate,
      onChange,
      onReadout
    ]
  )
  const slotProps = useMemo(() => ({ noRowsOverlay: { text: props.emptyText } as never }), [props.emptyText])
  return (
    <Box aria-busy={props.pending} sx={{ height: 'max(420px, calc(100dvh - 330px))' }}>
      <AppDataGrid<ScheduledCampaign>
        language={language}
        label={props.label}
        rows={props.rows}
        columns={columns}
        loading={props.pending}
        rowCount={props.rows.length}
        rowHeight={ROW_HEIGHT}
        columnHeaderHeight={HEADER_HEIGHT}
        hideFooter
        disableColumnSorting
        disableColumnResize
        rowSelection={false}
        slots={SLOTS}
        slotProps={slotProps}
        sx={GRID_SX}
      />
      {editable && (
        <Box id={keysHintId} sx={visuallyHidden}>
          {t('schedules.bar.keys')}
        </Box>
      )}
    </Box>
  )
}
