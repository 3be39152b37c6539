import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import type { Theme } from '@mui/material/styles'
import { useId, useMemo } from 'react'

import { useCampaignsT } from '../../i18n/CampaignTexts'
import { type TimelineKind, type TimelineSegment, todayTimeline } from '../../model/todayTimeline'
import { TodayHealthRefused } from './TodayHealthRefused'
import { BlockTitle, type BlockProps, Note, NotLoaded } from './todayParts'

// Fixed sizes: the block has its final size from the first render (skeletons of the same size while it loads).
const BAR_HEIGHT = 28
const TIMELINE_LIST_HEIGHT = 196

/** Each stretch's colours (its text says it too: never colour alone). */
function segmentColours(kind: TimelineKind, theme: Theme) {
  const { palette } = theme
  switch (kind) {
    case 'dialing':
    case 'on':
      return { bg: palette.success.main, fg: palette.success.contrastText }
    case 'notDialing':
      return { bg: palette.warning.main, fg: palette.warning.contrastText }
    case 'stopping':
    case 'forced_stopping':
      return { bg: palette.info.main, fg: palette.info.contrastText }
    case 'complete':
      return { bg: palette.primary.main, fg: palette.primary.contrastText }
    case 'invalid':
      return { bg: palette.error.main, fg: palette.error.contrastText }
    default:
      return { bg: palette.grey[400], fg: palette.common.black }
  }
}

/** A stretch in words: not dialing says what it waited for, when the platform told. */
function useSegmentLabel() {
  const { t } = useCampaignsT()
  return ({ kind, reason }: Pick<TimelineSegment, 'kind' | 'reason'>) =>
    kind === 'dialing'
      ? t('today.timeline.dialing')
      : kind === 'notDialing'
        ? t(reason ? `today.timeline.waitingFor.${reason}` : 'today.timeline.notDialing')
        : kind === 'unknown'
          ? t('today.timeline.unknown')
          : t(`status.${kind}`)
}

/** The campaign's states and health over the window: a bar, and the same stretches as a list. */
export function TodayTimelineBlock({ data, failed, fmt }: BlockProps) {
  const { t } = useCampaignsT()
  const label = useSegmentLabel()
  const titleId = useId()
  const listId = useId()
  const segments = useMemo(() => (data ? todayTimeline(data.health) : []), [data])
  let body
  if (failed) body = <NotLoaded height={BAR_HEIGHT + 24 + TIMELINE_LIST_HEIGHT} />
  else if (data?.healthUnavailable)
    body = (
      <TodayHealthRefused refused={data.healthUnavailable} height={BAR_HEIGHT + 24 + TIMELINE_LIST_HEIGHT} />
    )
  else if (!data)
    body = (
      <>
        <Skeleton variant="rounded" height={BAR_HEIGHT} />
        <Skeleton width="100%" height={24} />
        <Skeleton variant="rounded" height={TIMELINE_LIST_HEIGHT} />
      </>
    )
  else {
    const from = Date.parse(data.from)
    const to = Date.parse(data.to)
    const span = Math.max(1, to - from)
    const toDate = new Date(to)
    body = (
      <>
        {/* the bar shows what the list below says */}
        <Box
          aria-hidden="true"
          data-testid="today-timeline-bar"
          sx={{
            position: 'relative',
            height: BAR_HEIGHT,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'action.hover'
          }}
        >
          {segments.map(segment => (
            <Box
              key={`${segment.kind}-${segment.from}`}
              title={`${label(segment)} · ${fmt.when(new Date(segment.from), toDate)}–${fmt.when(new Date(segment.to), toDate)}`}
              sx={theme => {
                const colours = segmentColours(segment.kind, theme)
                return {
                  position: 'absolute',
                  top: 0,
                  bottom: 0,
                  insetInlineStart: `${((segment.from - from) / span) * 100}%`,
                  width: `${((segment.to - segment.from) / span) * 100}%`,
                  bgcolor: colours.bg,
                  color: colours.fg,
                  borderInlineEnd: 1,
                  borderColor: 'background.paper',
                  px: 0.5,
                  overflow: 'hidden',
                  whiteSpace: 'nowrap',
                  textOverflow: 'ellipsis',
                  typography: 'caption',
                  lineHeight: `${BAR_HEIGHT}px`,
                  // hatched while it could not dial: told apart without colour
                  ...(segment.kind === 'notDialing' && {
                    backgroundImage:
                      'repeating-linear-gradient(45deg, rgba(0,0,0,0.12) 0 4px, transparent 4px 8px)'
                  })
                }
              }}
            >
              {label(segment)}
            </Box>
          ))}
        </Box>
        <Box
          aria-hidden="true"
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            height: 24,
            typography: 'caption',
            color: 'text.secondary'
          }}
        >
          <span>{fmt.when(new Date(from), toDate)}</span>
          <span>{t('today.timeline.now', { time: fmt.time(toDate) })}</span>
        </Box>
        {segments.length === 0 ? (
          <Note height={TIMELINE_LIST_HEIGHT}>{t('today.timeline.empty')}</Note>
        ) : (
          <Box
            component="ol"
            id={listId}
            aria-labelledby={titleId}
            tabIndex={0}
            data-testid="today-timeline"
            sx={{
              height: TIMELINE_LIST_HEIGHT,
              overflowY: 'auto',
              m: 0,
              p: 0,
              listStyle: 'none',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 }
            }}
          >
            {[...segments].reverse().map(segment => (
              <Box
                component="li"
                key={`${segment.kind}-${segment.from}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, typography: 'body2' }}
              >
                <Box
                  aria-hidden="true"
                  sx={theme => ({
                    width: 12,
                    height: 12,
                    flex: '0 0 auto',
                    borderRadius: 0.5,
                    bgcolor: segmentColours(segment.kind, theme).bg
                  })}
                />
                <Box component="span" sx={{ color: 'text.secondary', minWidth: 0 }}>
                  {t('today.timeline.range', {
                    from: fmt.when(new Date(segment.from), toDate),
                    to:
                      segment.to >= to ? t('today.timeline.nowShort') : fmt.when(new Date(segment.to), toDate)
                  })}
                </Box>
                <span>{label(segment)}</span>
              </Box>
            ))}
          </Box>
        )}
      </>
    )
  }
  return (
    <Box component="section" aria-labelledby={titleId}>
      <BlockTitle id={titleId}>{t('today.timeline.title')}</BlockTitle>
      {body}
    </Box>
  )
}
