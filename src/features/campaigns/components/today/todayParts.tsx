import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'

import type { CampaignToday as CampaignTodayAnswer } from '@/shared/campaigns/campaignTodayTypes'

import { useFormatters } from '../../hooks/useFormatters'
import { useCampaignsT } from '../../i18n/CampaignTexts'

/** Dates, times and figures of the section, in the texts' language. */
export function useTodayFormat() {
  const { language } = useCampaignsT()
  const format = useFormatters()
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' })
    const dayTime = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit'
    })
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 })
    const day = (date: Date) => date.toDateString()
    return {
      time: (date: Date) => time.format(date),
      /** the time, with the weekday when it is not the day of `reference` (the window spans two days) */
      when: (date: Date, reference: Date) =>
        day(date) === day(reference) ? time.format(date) : dayTime.format(date),
      percent: (value: number) => percent.format(value / 100),
      pace: (value: number) => format.number.format(value),
      integer: (value: number) => format.integer.format(value)
    }
  }, [language, format])
}

export type TodayFormat = ReturnType<typeof useTodayFormat>

/** A block's heading (h3). */
export function BlockTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
      {children}
    </Typography>
  )
}

/** The room of a block that could not be loaded: empty, its size kept (the reason is said once, above). */
export function NotLoaded({ height }: { height: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{ height, borderRadius: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}
    />
  )
}

/** A fixed-size box with a sentence in its middle (an empty state that is true). */
export function Note({ height, children }: { height: number; children: string }) {
  return (
    <Box
      sx={{
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 2,
        borderRadius: 1,
        bgcolor: 'action.hover'
      }}
    >
      <Typography color="text.secondary">{children}</Typography>
    </Box>
  )
}

export interface BlockProps {
  data: CampaignTodayAnswer | null
  /** nothing could be loaded (said once, in the section's header) */
  failed: boolean
  fmt: TodayFormat
}
