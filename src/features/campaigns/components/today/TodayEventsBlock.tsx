import ErrorOutlined from '@mui/icons-material/ErrorOutlined'
import InfoOutlined from '@mui/icons-material/InfoOutlined'
import WarningAmber from '@mui/icons-material/WarningAmber'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useId } from 'react'

import { type CampaignTodayEvent, EVENT_LOG_PERMISSION } from '@/shared/campaigns/campaignTodayTypes'
import { permissionNeeded } from '@/shared/permissions/permissionNeeded'

import { useCampaignsT } from '../../i18n/CampaignTexts'
import { todayEventText } from '../../model/todayEventText'
import { BlockTitle, type BlockProps, Note, NotLoaded, type TodayFormat } from './todayParts'

// Fixed size: the block has its final size from the first render (a skeleton of the same size while it loads).
const EVENTS_HEIGHT = 260

const needsEventLog = permissionNeeded(EVENT_LOG_PERMISSION)

const LEVEL_ICONS = {
  error: { Icon: ErrorOutlined, color: 'error.main' },
  warning: { Icon: WarningAmber, color: 'warning.dark' },
  info: { Icon: InfoOutlined, color: 'info.main' }
} as const

function EventItem({ event, fmt, to }: { event: CampaignTodayEvent; fmt: TodayFormat; to: Date }) {
  const { t } = useCampaignsT()
  const { Icon, color } = LEVEL_ICONS[event.level]
  const text = todayEventText(event, fmt)
  return (
    <Box
      component="li"
      data-testid="today-event"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto auto minmax(0, 1fr)',
        alignItems: 'start',
        columnGap: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        typography: 'body2'
      }}
    >
      <Box component="time" dateTime={event.at} sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {fmt.when(new Date(event.at), to)}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color, whiteSpace: 'nowrap' }}>
        <Icon fontSize="small" aria-hidden="true" />
        <span>{t(`today.events.levels.${event.level}`)}</span>
      </Box>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {'text' in text ? text.text : t(text.key, text.values)}
      </Box>
    </Box>
  )
}

/** The dialer's events about the campaign, newest first, in words. */
export function TodayEventsBlock({
  data,
  failed,
  fmt,
  eventsReadAt
}: BlockProps & { eventsReadAt: string | null }) {
  const { t } = useCampaignsT()
  const titleId = useId()
  const older = data?.eventsOlderUnread ?? null
  let body
  if (failed) body = <NotLoaded height={EVENTS_HEIGHT} />
  else if (!data) body = <Skeleton variant="rounded" height={EVENTS_HEIGHT} />
  else if (data.events === null)
    body = (
      <Box sx={{ height: EVENTS_HEIGHT }}>
        <Alert
          severity={data.eventsUnavailable === 'noPermission' ? 'info' : 'warning'}
          data-testid="today-events-problem"
        >
          {data.eventsUnavailable === 'noPermission'
            ? `${t('today.events.noPermission')} ${t(needsEventLog.key, needsEventLog.values)}`
            : t('today.events.failed')}
        </Alert>
      </Box>
    )
  else if (data.events.length === 0 && !older)
    body = <Note height={EVENTS_HEIGHT}>{t('today.events.empty')}</Note>
  else {
    const to = new Date(data.to)
    const notes: { id: string; text: string }[] = []
    if (eventsReadAt)
      notes.push({ id: 'stale', text: t('today.events.stale', { time: fmt.time(new Date(eventsReadAt)) }) })
    // a busy organisation's log is read back only so far (the server's cap): what lies before is not shown
    if (older)
      notes.push({
        id: 'older',
        text: t(data.events.length === 0 ? 'today.events.olderUnreadNone' : 'today.events.olderUnread', {
          limit: fmt.integer(older.limit),
          time: fmt.when(new Date(older.before), to)
        })
      })
    body = (
      <>
        {notes.map(note => (
          <Typography
            key={note.id}
            variant="body2"
            role="status"
            sx={{ color: 'warning.dark', mb: 1 }}
            data-testid={`today-events-${note.id}`}
          >
            {note.text}
          </Typography>
        ))}
        {data.events.length > 0 && (
          <Box
            component="ol"
            aria-labelledby={titleId}
            tabIndex={0}
            data-testid="today-events"
            sx={{
              height: EVENTS_HEIGHT - 28 * notes.length,
              overflowY: 'auto',
              m: 0,
              p: 0,
              listStyle: 'none',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 }
            }}
          >
            {data.events.map(event => (
              <EventItem key={event.id} event={event} fmt={fmt} to={to} />
            ))}
          </Box>
        )}
      </>
    )
  }
  return (
    <Box component="section" aria-labelledby={titleId}>
      <BlockTitle id={titleId}>{t('today.events.title')}</BlockTitle>
      {body}
    </Box>
  )
}
