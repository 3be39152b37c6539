import AddOutlined from '@mui/icons-material/AddOutlined'
import NavigateBefore from '@mui/icons-material/NavigateBefore'
import NavigateNext from '@mui/icons-material/NavigateNext'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import { useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

import { type FilterChoice, ScheduleFilter } from './ScheduleFilters'
import type { ScheduleFilterValues } from './useScheduleRows'

interface ScheduleToolbarProps {
  choices: readonly FilterChoice[]
  filters: ScheduleFilterValues
  onFilter: (field: FilterChoice['field'], value: string) => void
  /** the week shown, in words */
  range: string
  onWeek: (by: -1 | 1) => void
  onCurrentWeek: () => void
  /** a new run (absent: the person may not change schedules) */
  onNew?: () => void
}

/** The week view's toolbar: the filters, the week shown and the way to the others, and "New interval". */
export function ScheduleToolbar({
  choices,
  filters,
  onFilter,
  range,
  onWeek,
  onCurrentWeek,
  onNew
}: ScheduleToolbarProps) {
  const { t } = useScreenTexts()
  const flip = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2.5 }}>
      {choices.map(choice => (
        <ScheduleFilter
          key={choice.field}
          choice={choice}
          value={filters[choice.field]}
          onChange={value => onFilter(choice.field, value)}
        />
      ))}
      <Box
        role="group"
        aria-label={t('schedules.week.label')}
        // wraps on a phone rather than widening the page
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, marginInlineStart: 'auto' }}
      >
        <IconButton
          aria-label={t('schedules.week.previous')}
          title={t('schedules.week.previous')}
          onClick={() => onWeek(-1)}
        >
          <NavigateBefore sx={flip} />
        </IconButton>
        <Button variant="outlined" size="small" onClick={onCurrentWeek}>
          {t('schedules.week.current')}
        </Button>
        <IconButton
          aria-label={t('schedules.week.next')}
          title={t('schedules.week.next')}
          onClick={() => onWeek(1)}
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
      {onNew && (
        <Button variant="contained" startIcon={<AddOutlined />} onClick={onNew}>
          {t('schedules.actions.new')}
        </Button>
      )}
    </Box>
  )
}
