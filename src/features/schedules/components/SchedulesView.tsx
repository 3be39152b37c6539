import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { visuallyHidden } from '@mui/utils'
import { useCallback, useMemo } from 'react'

import { useAuth } from '@/features/auth'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { ListSourceNotice, sayListFailure } from '@/shared/ui/list'
import { ScreenLiveMode } from '@/shared/ui/LiveMode'

import { newRunStart } from '../model/newRunStart'
import { IntervalDialog } from './IntervalDialog'
import { ScheduleConflictDialog } from './ScheduleConflictDialog'
import { ScheduleToolbar } from './ScheduleToolbar'
import { ScheduleWarnings } from './ScheduleWarnings'
import { useBarName } from './useBarName'
import { useNow } from './useNow'
import { useReason } from './useReason'
import { useScheduleChanges } from './useScheduleChanges'
import { useScheduleEvents } from './useScheduleEvents'
import { useScheduleRows } from './useScheduleRows'
import { REFRESH_MS, useSchedules } from './useSchedules'
import { useWeek } from './useWeek'
import { useWeekWarnings } from './useWeekWarnings'
import { useReadout } from './useReadout'
import { useZones } from './useZones'
import { WeekAgenda } from './WeekAgenda'
import { WeekGrid } from './WeekGrid'

/**
 * The week view (`/schedules`): every scheduled campaign as a row, its runs as bars on the seven days of the
 * week in the person's time zone, the now line, each campaign's live status; filters; warnings (too many
 * campaigns on at once, runs outside callable times); runs created, moved, resized and deleted with the
 * pointer or, all the same, with the interval form; every change sent with the schedule's version. On a phone,
 * where seven days of bars do not fit, the week's runs listed day by day.
 */
export function SchedulesView() {
  const { t, language } = useScreenTexts()
  const { user } = useAuth()
  const data = useSchedules()
  const { answer, reload } = data
  const reason = useReason()
  const now = useNow()
  const { zone, zones } = useZones()
  const { window, dates, shift, showCurrent } = useWeek(zone)
  const changes = useScheduleChanges(data, window.timeZone)
  const phone = useMediaQuery(theme => theme.breakpoints.down('sm'), { noSsr: true })

  const campaigns = useMemo(() => answer?.campaigns ?? [], [answer])
  const refusal = answer ? reason(answer.capabilities.editSchedules) : reason(undefined)
  const editable = answer !== null && refusal === null

  const { rows, filters, setFilter, choices, filtered } = useScheduleRows(campaigns)
  const events = useScheduleEvents(data, rows)
  const names = useMemo(() => new Map(campaigns.map(campaign => [campaign.id, campaign.name])), [campaigns])
  const nameOf = useCallback((id: string) => names.get(id) ?? id, [names])
  const { overloaded, outside, outsideOf } = useWeekWarnings(answer, window, now)
  const barName = useBarName(zone, dates, outsideOf)
  const readout = useReadout(dates)
  const { say } = changes
  const onReadout = useCallback(
    (text: string | null) => say(text ?? t('schedules.readout.cancelled')),
    [say, t]
  )

  const range = t('schedules.week.range', { from: dates.date(window.start), to: dates.date(window.end - 1) })
  const company = user?.company ?? ''
  const pending = answer === null && data.error === null
  const emptyText =
    data.error && !answer ? t('schedules.loadError') : t(`schedules.empty.${filtered ? 'filtered' : 'none'}`)

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {t('schedules.title')}
        </Typography>
        <Typography color="text.secondary">{t('schedules.subtitle', { company })}</Typography>
      </Box>

      {answer && refusal && (
        <Alert severity="info" data-testid="schedule-refusals">
          {t('schedules.reasons.line', {
            action: t('schedules.reasons.actions.editSchedules'),
            reason: refusal
          })}
        </Alert>
      )}
      <ListSourceNotice campaignsUnavailable={answer?.campaignsUnavailable ?? null} />
      {changes.notice && (
        <Alert
          severity="error"
          role="alert"
          onClose={changes.dismissNotice}
          closeText={t('schedules.dialog.close')}
        >
          {changes.notice}
        </Alert>
      )}

      <Card>
        <ScheduleToolbar
          choices={choices}
          filters={filters}
          onFilter={setFilter}
          range={range}
          onWeek={shift}
          onCurrentWeek={showCurrent}
          onNew={editable ? () => changes.onCreate(null, newRunStart(window, now)) : undefined}
        />
        <Box
          sx={{
            px: 2.5,
            pb: 1,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: 2,
            color: 'text.secondary',
            fontSize: '0.875rem'
          }}
        >
          <span>{t('schedules.timeZone', { zone })}</span>
          {answer && <ScreenLiveMode live={events.live} pollMs={REFRESH_MS} />}
        </Box>
        {data.error && (
          <Alert
            severity="error"
            sx={{ mx: 2.5, mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void reload()}>
                {t('lists.retry')}
              </Button>
            }
          >
            {t('schedules.loadError')} {sayListFailure(t, data.error)}
            {answer &&
              data.updatedAt !== null &&
              ` ${t('lists.lastUpdated', { time: new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(data.updatedAt) })}`}
          </Alert>
        )}
        <Box sx={{ height: 4 }}>
          {data.loading && answer && <LinearProgress aria-label={t('schedules.loading')} />}
        </Box>
        {phone ? (
          <WeekAgenda
            rows={rows}
            pending={pending}
            emptyText={emptyText}
            window={window}
            now={now}
            dates={dates}
            barName={barName}
            onOpen={changes.onOpen}
          />
        ) : (
          <WeekGrid
            rows={rows}
            pending={pending}
            label={t('schedules.table.caption', {
              company,
              from: dates.date(window.start),
              to: dates.date(window.end - 1)
            })}
            emptyText={emptyText}
            window={window}
            now={now}
            dates={dates}
            barName={barName}
            readout={readout}
            outsideOf={outsideOf}
            editable={editable}
            onOpen={changes.onOpen}
            onCreate={changes.onCreate}
            onChange={changes.onChange}
            onReadout={onReadout}
          />
        )}
      </Card>

      {answer && (
        <ScheduleWarnings
          overloads={overloaded}
          outside={outside}
          limit={answer.activeLimit}
          nameOf={nameOf}
          dates={dates}
        />
      )}

      {changes.dialog && (
        <IntervalDialog
          key={changes.dialog.key}
          campaigns={campaigns}
          campaign={changes.dialog.campaign}
          entry={changes.dialog.entry}
          initial={changes.dialog.initial}
          refusal={refusal}
          timeZones={zones}
          onClose={changes.closeDialog}
          onSave={changes.onSaveEntry}
        />
      )}
      <ScheduleConflictDialog
        name={changes.conflict}
        onReload={changes.onReloadLatest}
        onCancel={changes.cancelConflict}
      />

      <Box role="status" sx={visuallyHidden}>
        {changes.said || (answer ? t('schedules.found', { count: rows.length }) : '')}
      </Box>
    </Box>
  )
}
