import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useId } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

import type { Overload } from '../model/activeOverload'
import type { DateTexts } from '../model/dateFormat'
import type { OutsideCallable } from '../model/outsideCallable'

interface ScheduleWarningsProps {
  overloads: readonly Overload[]
  outside: readonly OutsideCallable[]
  limit: number
  nameOf: (campaignId: string) => string
  dates: DateTexts
}

/**
 * What the week's schedules would run into, as a list under a heading (read in order, never announced as an
 * alert on every refresh): the hours when more campaigns would be on than the platform allows, with those
 * campaigns, and the campaigns whose runs fall outside every callable time of their set.
 */
export function ScheduleWarnings({ overloads, outside, limit, nameOf, dates }: ScheduleWarningsProps) {
  const { t } = useScreenTexts()
  const headingId = useId()
  if (overloads.length === 0 && outside.length === 0) return null
  return (
    <Alert
      severity="warning"
      role="region"
      aria-labelledby={headingId}
      id="schedule-warnings"
      data-testid="schedule-warnings"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('schedules.warnings.title')}
      </Typography>
      <Box
        component="ul"
        tabIndex={0}
        sx={{ m: 0, pl: 2.5, pr: 1, maxHeight: 200, overflowY: 'auto', '& li': { mb: 0.5 } }}
      >
        {overloads.map(overload => (
          <li key={`over-${overload.start}`}>
            {t('schedules.warnings.overload', {
              from: `${dates.weekday(overload.start)} ${dates.time(overload.start)}`,
              to: `${dates.weekday(overload.end)} ${dates.time(overload.end)}`,
              count: overload.peak,
              limit
            })}
            <details>
              <summary>{t('schedules.warnings.campaigns')}</summary>
              {overload.campaignIds.map(nameOf).join(', ')}
            </details>
          </li>
        ))}
        {outside.map(found => (
          <li key={`out-${found.campaignId}`}>
            {t('schedules.warnings.outside', {
              name: nameOf(found.campaignId),
              set: found.set.name,
              spans: found.spans.map(span => dates.range(span.start, span.end)).join(', ')
            })}
          </li>
        ))}
      </Box>
    </Alert>
  )
}
