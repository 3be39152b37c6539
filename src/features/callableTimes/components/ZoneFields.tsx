import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

import { toggleHour } from '../model/callableHours'
import { timeZoneNames } from '../model/timeZones'
import type { ZoneDraft } from '../model/zoneDrafts'
import { ExactTimes } from './ExactTimes'
import { HourGrid } from './HourGrid'

interface ZoneFieldsProps {
  zone: ZoneDraft
  /** its place in the set, from 0 (its heading: "Time zone 1") */
  index: number
  /** what is wrong with it, once the person tried to save */
  problem: string | null
  /** changes the zone as it is when the change applies */
  onChange: (change: (zone: ZoneDraft) => Partial<ZoneDraft>) => void
  onRemove: () => void
}

/**
 * One time zone of a set in its editor, a group named by its heading: the zone, its week as a grid of hours
 * (click or keyboard) and each day's exact times below; removable.
 */
export function ZoneFields({ zone, index, problem, onChange, onRemove }: ZoneFieldsProps) {
  const { t } = useScreenTexts()
  const headingId = useId()
  const heading = t('callableTimes.editor.zoneHeading', { number: index + 1 })
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ pt: 1, flex: 'none' }}>
          {heading}
        </Typography>
        <Autocomplete
          options={timeZoneNames()}
          value={zone.timeZone}
          onChange={(_, value) => onChange(() => ({ timeZone: value }))}
          size="small"
          sx={{ flex: 1, maxWidth: 360 }}
          renderInput={params => (
            <TextField
              {...params}
              label={t('callableTimes.editor.zone')}
              error={problem !== null}
              helperText={problem ? t(`callableTimes.editor.problems.${problem}`) : undefined}
            />
          )}
        />
        <IconButton
          aria-label={t('callableTimes.editor.removeZone', { number: index + 1 })}
          title={t('callableTimes.editor.removeZone', { number: index + 1 })}
          onClick={onRemove}
          sx={{ marginInlineStart: 'auto' }}
        >
          <DeleteOutlined />
        </IconButton>
      </Box>
      <HourGrid
        slots={zone.slots}
        zone={zone.timeZone ?? heading}
        onToggle={(day, hour) => onChange(current => ({ slots: toggleHour(current.slots, day, hour) }))}
      />
      <Accordion disableGutters elevation={0} sx={{ '&::before': { display: 'none' } }}>
        <AccordionSummary expandIcon={<ExpandMoreOutlined />} sx={{ px: 0, minHeight: 36 }}>
          {t('callableTimes.editor.exact')}
        </AccordionSummary>
        <AccordionDetails sx={{ px: 0 }}>
          <ExactTimes slots={zone.slots} onChange={slots => onChange(() => ({ slots }))} />
        </AccordionDetails>
      </Accordion>
    </Box>
  )
}
