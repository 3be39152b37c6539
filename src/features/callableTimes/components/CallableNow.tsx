import { TZDate } from '@date-fns/tz'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { format } from 'date-fns'
import { useId, useMemo } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { isCallableAt } from '@/shared/schedules/callableWindows'
import type { CallableTimeSetRow } from '@/shared/schedules/scheduleTypes'
import { StatusDot } from '@/shared/ui/StatusDot'

import { dateLocaleOf } from '../model/dayNames'
import { useMinuteClock } from './useMinuteClock'

/** Each zone of the sets (in order), and for each set whether it allows calls there at `now` (null: not its zone). */
export function callableNow(sets: readonly CallableTimeSetRow[], now: number) {
  const zones = [...new Set(sets.flatMap(set => set.callableTimes.map(callable => callable.timeZone)))].sort()
  return zones.map(zone => ({
    zone,
    sets: sets.map(set => {
      const callable = set.callableTimes.find(entry => entry.timeZone === zone)
      return callable ? isCallableAt(callable, now) : null
    })
  }))
}

/**
 * "Who may be called right now": for each time zone of the organisation's sets, its local time and whether each
 * set allows calls there now (isCallableAt). Renewed every minute; fixed widths and tabular figures keep the
 * table still while it changes.
 */
export function CallableNow({ sets }: { sets: readonly CallableTimeSetRow[] }) {
  const { t, language } = useScreenTexts()
  const now = useMinuteClock()
  const titleId = useId()
  const ordered = useMemo(() => [...sets].sort((a, b) => a.name.localeCompare(b.name)), [sets])
  const rows = useMemo(() => callableNow(ordered, now), [ordered, now])
  const locale = dateLocaleOf(language)

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {t('callableTimes.now.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('callableTimes.now.refresh')}
        </Typography>
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('callableTimes.now.none')}</Typography>
      ) : (
        // positioned, so that the visually hidden texts (absolute) stay inside it and scroll with the table,
        // rather than widening the page on a phone
        <Box sx={{ overflowX: 'auto', position: 'relative' }}>
          <Table
            size="small"
            aria-label={t('callableTimes.now.caption')}
            sx={{ tableLayout: 'fixed', width: 'auto' }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '13rem' }}>{t('callableTimes.now.zone')}</TableCell>
                <TableCell sx={{ width: '8rem' }}>{t('callableTimes.now.localTime')}</TableCell>
                {ordered.map(set => (
                  <TableCell
                    key={set.id}
                    sx={{
                      width: '10rem',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap'
                    }}
                    title={set.name}
                  >
                    {set.name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ zone, sets: allowed }) => (
                <TableRow key={zone}>
                  <TableCell component="th" scope="row">
                    <bdi>{zone}</bdi>
                  </TableCell>
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    <time dateTime={new TZDate(now, zone).toISOString()}>
                      {format(new TZDate(now, zone), 'EEE HH:mm', { locale })}
                    </time>
                  </TableCell>
                  {allowed.map((callable, index) => (
                    <TableCell key={ordered[index]!.id} sx={{ whiteSpace: 'nowrap' }}>
                      {callable === null ? (
                        <Box
                          component="span"
                          sx={{ color: 'text.secondary' }}
                          title={t('callableTimes.now.notInSet')}
                        >
                          <span aria-hidden>{'—'}</span>
                          <Box component="span" sx={visuallyHidden}>
                            {t('callableTimes.now.notInSet')}
                          </Box>
                        </Box>
                      ) : (
                        <Box
                          component="span"
                          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
                        >
                          <StatusDot colour={callable ? 'success.main' : 'text.secondary'} ring={!callable} />
                          {callable ? t('callableTimes.now.callable') : t('callableTimes.now.notCallable')}
                        </Box>
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Card>
  )
}
