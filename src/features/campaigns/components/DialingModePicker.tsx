import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useId } from 'react'

import { DIALING_MODES, type DialingMode } from '@/shared/campaigns/campaignTypes'

import { useCampaignsT } from '../i18n/CampaignTexts'

interface DialingModePickerProps {
  value: DialingMode | ''
  onChange: (mode: DialingMode) => void
  error?: string
  /** the first choice's input (focused when no mode is chosen yet) */
  inputRef?: (element: HTMLInputElement | null) => void
}

/** The first question of a new campaign: how it dials, each mode a card with what it means in one line. */
export function DialingModePicker({ value, onChange, error, inputRef }: DialingModePickerProps) {
  const { t } = useCampaignsT()
  const legendId = useId()
  const errorId = useId()
  return (
    <Box
      component="fieldset"
      aria-describedby={error ? errorId : undefined}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography component="legend" id={legendId} variant="h6" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('newCampaign.modeQuestion')}
      </Typography>
      {error && (
        <Typography
          id={errorId}
          variant="body2"
          sx={theme => ({
            mb: 1,
            color: theme.vars.palette.error.dark,
            ...theme.applyStyles('dark', { color: theme.vars.palette.error.light })
          })}
        >
          {error}
        </Typography>
      )}
      <RadioGroup
        name="dialingMode"
        aria-labelledby={legendId}
        value={value}
        onChange={event => onChange(event.target.value as DialingMode)}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          gap: 1.5
        }}
      >
        {DIALING_MODES.map((mode, index) => (
          <FormControlLabel
            key={mode}
            value={mode}
            control={
              <Radio
                slotProps={{
                  input: {
                    'aria-describedby': `${legendId}-${mode}`,
                    ref: index === 0 ? inputRef : undefined
                  }
                }}
              />
            }
            data-testid={`mode-${mode}`}
            label={
              <Box sx={{ py: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{t(`dialingModes.${mode}.name`)}</Typography>
                <Typography variant="body2" color="text.secondary" id={`${legendId}-${mode}`}>
                  {t(`dialingModes.${mode}.description`)}
                </Typography>
              </Box>
            }
            sx={{
              m: 0,
              alignItems: 'flex-start',
              border: 1,
              borderColor: value === mode ? 'primary.main' : 'divider',
              borderRadius: 1,
              px: 1,
              bgcolor: value === mode ? 'action.selected' : 'transparent'
            }}
          />
        ))}
      </RadioGroup>
    </Box>
  )
}
