import AddOutlined from '@mui/icons-material/AddOutlined'
import NavigateBefore from '@mui/icons-material/NavigateBefore'
import NavigateNext from '@mui/icons-material/NavigateNext'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import { useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { useCallback, useEffect, useMemo, useState } from 'react'
import toast from 'react-hot-toast'

import { useAuth } from '@/features/auth'
import { failureOf } from '@/features/sessionApi'
import { CAMPAIGN_STATUSES, DIALING_MODES } from '@/shared/campaigns/campaignTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import {
  type Occurrence,
  type ScheduleChange,
  type ScheduleDefinition,
  type ScheduledCampaign,
  scheduleProblems,
  type Span
} from '@/shared/schedules'
import { listFailureKey } from '@/shared/ui/list'
import { ScreenLiveMode } from '@/shared/ui/LiveMode'

import { requestDeleteSchedule, requestSaveSchedule } from '../api/schedulesApi'
import { activeSpans, overloads } from '../model/activeOverload'
import { dateTexts, weekStartsOnOf } from '../model/dateFormat'
import { failureText, invalidProblem } from '../model/failureText'
import { outsideCallable } from '../model/outsideCallable'
import { type EntryRef, formOfEntry, type IntervalForm, movedEntry, newForm } from '../model/scheduleEdits'
import { shiftedWeek, weekWindow } from '../model/weekWindow'
import { IntervalDialog, type SaveOutcome } from './IntervalDialog'
import { ScheduleConflictDialog } from './ScheduleConflictDialog'
import { type FilterChoice, ScheduleFilter } from './ScheduleFilters'
import { ScheduleWarnings } from './ScheduleWarnings'
import { useReason } from './useReason'
import { useScheduleEvents } from './useScheduleEvents'
import { REFRESH_MS, useSchedules } from './useSchedules'
import { WeekGrid } from './WeekGrid'

const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000

/** The person's own time zone, as the browser knows it. */
const personZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** Every zone the runtime knows (UTC and the person's own always among them). */
function knownZones(own: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set(['UTC', own, ...zones])].sort()
}

/** The present, again each minute (the now line moves; the warnings look ahead from it). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

interface Filters {
  division: string
  status: string
  dialingMode: string
}

interface DialogState {
  key: number
  campaign: ScheduledCampaign | null
  entry: EntryRef | null
  initial: IntervalForm
}

/** The body a PUT sends: the schedule's own fields, and the version it is based on (none for a new one). */
const changeOf = (schedule: ScheduleDefinition, version: number | undefined): ScheduleChange => ({
  timeZone: schedule.timeZone,
  intervals: schedule.intervals,
  recurrences: schedule.recurrences,
  ...(version === undefined ? {} : { version })
})

const isCampaign = (value: unknown): value is ScheduledCampaign =>
  typeof value === 'object' && value !== null && 'id' in value && 'schedule' in value

/**
 * The week view (`/schedules`): every scheduled campaign as a row, its runs as bars on the seven days of the
 * week in the person's time zone, the now line, each campaign's live status; filters; warnings (too many
 * campaigns on at once, runs outside callable times); runs created, moved, resized and deleted with the
 * pointer or, all the same, with the interval form; every change sent with the schedule's version.
 */
export function SchedulesView() {
  const { t, language } = useScreenTexts()
  const { user } = useAuth()
  const rtl = useTheme().direction === 'rtl'
  const data = useSchedules()
  const { answer, replaceCampaign, reload } = data
  const reason = useReason()
  const now = useNow()
  const [zone] = useState(personZone)
  const zones = useMemo(() => knownZones(zone), [zone])
  const weekStartsOn = weekStartsOnOf(language)
  const [anchor, setAnchor] = useState(() => Date.now())
  const window = useMemo(() => weekWindow(anchor, zone, weekStartsOn), [anchor, zone, weekStartsOn])
  const dates = useMemo(() => dateTexts(language, zone), [language, zone])
  const [filters, setFilters] = useState<Filters>({ division: '', status: '', dialingMode: '' })
  const [dialog, setDialog] = useState<DialogState | null>(null)
  const [conflict, setConflict] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [said, setSaid] = useState('')

  const campaigns = useMemo(() => answer?.campaigns ?? [], [answer])
  const refusal = answer ? reason(answer.capabilities.editSchedules) : reason(undefined)
  const editable = answer !== null && refusal === null

  const rows = useMemo(
    () =>
      campaigns
        .filter(
          campaign =>
            campaign.schedule &&
            (!filters.division || campaign.division?.id === filters.division) &&
            (!filters.status || campaign.status === filters.status) &&
            (!filters.dialingMode || campaign.dialingMode === filters.dialingMode)
        )
        .sort((a, b) => a.name.localeCompare(b.name, language)),
    [campaigns, filters, language]
  )
  const events = useScheduleEvents(data, rows)
  const names = useMemo(() => new Map(campaigns.map(campaign => [campaign.id, campaign.name])), [campaigns])
  const nameOf = useCallback((id: string) => names.get(id) ?? id, [names])

  // Warnings: the whole organisation, whatever the filters (the platform's limit is the organisation's).
  const overloaded = useMemo(() => {
    if (!answer) return []
    const from = Math.max(window.start, now)
    return overloads(activeSpans(answer.campaigns, from, window.end), answer.activeLimit)
    // the minute's now moves this only by a minute: recomputed with the week and the data
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, window])
  const outside = useMemo(
    () =>
      answer ? outsideCallable(answer.campaigns, answer.callableTimeSets, window.start, window.end) : [],
    [answer, window]
  )
  const outsideOf = useMemo(
    () => new Map<string, Span[]>(outside.map(found => [found.campaignId, found.spans])),
    [outside]
  )

  const barName = useCallback(
    (campaign: ScheduledCampaign, run: Occurrence) => {
      const own = campaign.schedule?.timeZone ?? zone
      const when = dates.range(run.start, run.end)
      const name =
        own === zone
          ? t('schedules.bar.name', { name: campaign.name, when })
          : t('schedules.bar.nameInZone', {
              name: campaign.name,
              when,
              whenThere: dateTexts(language, own).range(run.start, run.end),
              zone: own
            })
      const notes = [
        run.source === 'recurrence' ? t('schedules.bar.repeats') : null,
        outsideOf.get(campaign.id)?.some(span => span.end > run.start && span.start < run.end)
          ? t('schedules.bar.outside')
          : null
      ].filter(Boolean)
      return [name, ...notes].join(', ')
    },
    [t, language, zone, dates, outsideOf]
  )

  /** Sends a campaign's whole schedule (null: delete it) on its version. */
  const send = useCallback(
    async (
      campaign: ScheduledCampaign,
      schedule: ScheduleDefinition | null
    ): Promise<{ kind: 'saved'; campaign: ScheduledCampaign } | Exclude<SaveOutcome, { kind: 'saved' }>> => {
      const version = campaign.schedule?.version
      try {
        let fresh: ScheduledCampaign
        if (schedule) fresh = await requestSaveSchedule(campaign.id, changeOf(schedule, version))
        else if (version === undefined) fresh = campaign
        else {
          const answered = await requestDeleteSchedule(campaign.id, version)
          fresh = isCampaign(answered) ? answered : { ...campaign, schedule: null }
        }
        replaceCampaign(fresh)
        return { kind: 'saved', campaign: fresh }
      } catch (error) {
        const failure = failureOf(error)
        if (failure.status === 409 || failure.code === 'schedule.conflict') {
          setConflict(campaign.name)
          return { kind: 'conflict' }
        }
        const problem = invalidProblem(failure)
        if (problem) return { kind: 'invalid', field: problem.field, problem: problem.kind }
        const text = failureText(failure)
        return {
          kind: 'failed',
          message: t('schedules.notice.failed', { name: campaign.name, reason: t(text.key, text.values) })
        }
      }
    },
    [replaceCampaign, t]
  )

  /** A change with the way back: Undo sends the schedule as it was, on the version the change made. */
  const offerUndo = useCallback(
    (fresh: ScheduledCampaign, before: ScheduleDefinition | null, text: string) => {
      setSaid(text)
      toast(
        shown => (
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <span>{text}</span>
            <Button
              size="small"
              onClick={() => {
                toast.dismiss(shown.id)
                void send(fresh, before).then(outcome => {
                  if (outcome.kind === 'saved') setSaid(t('schedules.notice.undone', { name: fresh.name }))
                  else if (outcome.kind === 'failed') setNotice(outcome.message)
                })
              }}
            >
              {t('schedules.notice.undo')}
            </Button>
          </Box>
        ),
        { duration: 10_000 }
      )
    },
    [send, t]
  )

  const onSave = useCallback(
    async (campaign: ScheduledCampaign, schedule: ScheduleDefinition | null): Promise<SaveOutcome> => {
      const before = campaign.schedule
      const outcome = await send(campaign, schedule)
      if (outcome.kind !== 'saved') return outcome
      setDialog(null)
      if (schedule) setSaid(t('schedules.notice.saved', { name: campaign.name }))
      else offerUndo(outcome.campaign, before, t('schedules.notice.deleted', { name: campaign.name }))
      return { kind: 'saved' }
    },
    [send, offerUndo, t]
  )
  const onSaveEntry = useCallback(
    (campaign: ScheduledCampaign, schedule: ScheduleDefinition | null) => {
      // a deletion that leaves runs is a PUT of the rest: said as a deletion all the same
      const before = campaign.schedule
      if (
        schedule &&
        dialog?.entry &&
        before &&
        schedule.intervals.length + schedule.recurrences.length <
          before.intervals.length + before.recurrences.length
      )
        return send(campaign, schedule).then(outcome => {
          if (outcome.kind !== 'saved') return outcome
          setDialog(null)
          offerUndo(outcome.campaign, before, t('schedules.notice.deleted', { name: campaign.name }))
          return { kind: 'saved' } as SaveOutcome
        })
      return onSave(campaign, schedule)
    },
    [dialog, send, offerUndo, onSave, t]
  )

  const onOpen = useCallback((campaign: ScheduledCampaign, entry: EntryRef) => {
    if (!campaign.schedule) return
    setDialog({
      key: Date.now(),
      campaign,
      entry,
      initial: formOfEntry(campaign.id, campaign.schedule, entry)
    })
  }, [])
  const onCreate = useCallback(
    (campaign: ScheduledCampaign | null, at: number) =>
      setDialog({
        key: Date.now(),
        campaign,
        entry: null,
        initial: newForm(campaign?.id ?? '', at, at + HOUR_MS, campaign?.schedule?.timeZone ?? zone)
      }),
    [zone]
  )
  const onChange = useCallback(
    (campaign: ScheduledCampaign, entry: EntryRef, startBy: number, endBy: number) => {
      const before = campaign.schedule
      if (!before) return
      const schedule = movedEntry(before, entry, startBy, endBy)
      const problem = scheduleProblems(schedule)[0]
      if (problem) {
        setNotice(
          t('schedules.notice.failed', {
            name: campaign.name,
            reason: t(`schedules.problems.${problem.kind}`)
          })
        )
        return
      }
      void send(campaign, schedule).then(outcome => {
        if (outcome.kind === 'saved')
          offerUndo(outcome.campaign, before, t('schedules.notice.saved', { name: campaign.name }))
        else if (outcome.kind === 'failed') setNotice(outcome.message)
        else if (outcome.kind === 'invalid')
          setNotice(
            t('schedules.notice.failed', {
              name: campaign.name,
              reason: t(`schedules.problems.${outcome.problem}`, {
                defaultValue: t('schedules.errors.invalid')
              })
            })
          )
      })
    },
    [send, offerUndo, t]
  )
  const onReloadLatest = () => {
    setConflict(null)
    setDialog(null)
    void reload().then(() => setSaid(t('schedules.notice.reloaded')))
  }

  const filterChoices = useMemo<FilterChoice[]>(() => {
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

  const range = t('schedules.week.range', { from: dates.date(window.start), to: dates.date(window.end - 1) })
  const company = user?.company ?? ''
  const filtered = Boolean(filters.division || filters.status || filters.dialingMode)
  const pending = answer === null && data.error === null
  const emptyText =
    data.error && !answer ? t('schedules.loadError') : t(`schedules.empty.${filtered ? 'filtered' : 'none'}`)
  const flip = rtl ? { transform: 'scaleX(-1)' } : undefined

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
      {notice && (
        <Alert
          severity="error"
          role="alert"
          onClose={() => setNotice(null)}
          closeText={t('schedules.dialog.close')}
        >
          {notice}
        </Alert>
      )}

      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2.5 }}>
          {filterChoices.map(choice => (
            <ScheduleFilter
              key={choice.field}
              choice={choice}
              value={filters[choice.field]}
              onChange={value => setFilters(current => ({ ...current, [choice.field]: value }))}
            />
          ))}
          <Box
            role="group"
            aria-label={t('schedules.week.label')}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, marginInlineStart: 'auto' }}
          >
            <IconButton
              aria-label={t('schedules.week.previous')}
              title={t('schedules.week.previous')}
              onClick={() => setAnchor(shiftedWeek(window, -1, weekStartsOn).days[3]!.start)}
            >
              <NavigateBefore sx={flip} />
            </IconButton>
            <Button variant="outlined" size="small" onClick={() => setAnchor(Date.now())}>
              {t('schedules.week.current')}
            </Button>
            <IconButton
              aria-label={t('schedules.week.next')}
              title={t('schedules.week.next')}
              onClick={() => setAnchor(shiftedWeek(window, 1, weekStartsOn).days[3]!.start)}
            >
              <NavigateNext sx={flip} />
            </IconButton>
            <Typography
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 600, minWidth: 200 }}
              aria-live="polite"
            >
              {range}
            </Typography>
          </Box>
          {editable && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => onCreate(null, nextHour(now))}
            >
              {t('schedules.actions.new')}
            </Button>
          )}
        </Box>
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
            {t('schedules.loadError')} {t(listFailureKey(data.error))}
            {answer &&
              data.updatedAt !== null &&
              ` ${t('lists.lastUpdated', { time: new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(data.updatedAt) })}`}
          </Alert>
        )}
        <Box sx={{ height: 4 }}>
          {data.loading && answer && <LinearProgress aria-label={t('schedules.loading')} />}
        </Box>
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
          outsideOf={outsideOf}
          editable={editable}
          onOpen={onOpen}
          onCreate={onCreate}
          onChange={onChange}
        />
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

      {dialog && (
        <IntervalDialog
          key={dialog.key}
          campaigns={campaigns}
          campaign={dialog.campaign}
          entry={dialog.entry}
          initial={dialog.initial}
          refusal={refusal}
          timeZones={zones}
          onClose={() => setDialog(null)}
          onSave={onSaveEntry}
        />
      )}
      <ScheduleConflictDialog name={conflict} onReload={onReloadLatest} onCancel={() => setConflict(null)} />

      <Box role="status" sx={visuallyHidden}>
        {said || (answer ? t('schedules.found', { count: rows.length }) : '')}
      </Box>
    </Box>
  )
}

/** The next whole hour after `now` (a new run's default start). */
const nextHour = (now: number) => Math.ceil((now + 1) / HOUR_MS) * HOUR_MS
