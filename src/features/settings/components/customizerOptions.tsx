import Check from '@mui/icons-material/Check'
import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Switch from '@mui/material/Switch'
import { useId } from 'react'

import { colorShades } from '@/theme'

import { settingOptions, type Settings } from '../model/settingsTypes'
import { useSettings } from '../SettingsContext'
import { customizerTexts } from './customizerTexts'

// The Theme Customizer's kinds of option (ThemeCustomizer lays them out).

type ChoiceKey = 'skin' | 'mode' | 'contentWidth' | 'appBar'

/** One option with a radio per value: a fieldset whose legend names it. */
export function Choice<K extends ChoiceKey>({
  setting,
  values,
  label,
  valueLabel
}: {
  setting: K
  values: readonly Settings[K][]
  label: string
  valueLabel: (value: Settings[K]) => string
}) {
  const { settings, saveSettings } = useSettings()
  const legendId = useId()
  return (
    <FormControl component="fieldset" sx={{ display: 'flex' }}>
      <FormLabel component="legend" id={legendId} sx={legendSx}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={setting}
        aria-labelledby={legendId}
        value={settings[setting]}
        onChange={event => saveSettings({ [setting]: event.target.value as Settings[K] })}
        sx={{ columnGap: 1 }}
      >
        {values.map(value => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio size="small" />}
            label={valueLabel(value)}
            sx={{ '& .MuiFormControlLabel-label': { fontSize: '0.875rem' } }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  )
}

const legendSx = { mb: 0.5, fontSize: '0.8125rem', fontWeight: 500, color: 'text.primary' } as const

function Swatch({ color, checked }: { color: string; checked: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        width: 40,
        height: 40,
        borderRadius: 1,
        bgcolor: color,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: '#FFFFFF',
        boxShadow: checked ? 'var(--cm-shadow-md)' : 'none'
      }}
    >
      {checked ? <Check fontSize="small" sx={{ filter: 'drop-shadow(0 0 1px rgba(0,0,0,0.6))' }} /> : null}
    </Box>
  )
}

export function PrimaryColorChoice() {
  const { t } = customizerTexts.useTexts()
  const { settings, saveSettings } = useSettings()
  const legendId = useId()
  return (
    <FormControl component="fieldset" sx={{ display: 'flex' }}>
      <FormLabel component="legend" id={legendId} sx={legendSx}>
        {t('primaryColor')}
      </FormLabel>
      <RadioGroup
        row
        name="themeColor"
        aria-labelledby={legendId}
        value={settings.themeColor}
        onChange={event => saveSettings({ themeColor: event.target.value as Settings['themeColor'] })}
        sx={{ gap: 1 }}
      >
        {settingOptions.themeColor.map(color => (
          <Radio
            key={color}
            value={color}
            disableRipple
            icon={<Swatch color={colorShades[color].main} checked={false} />}
            checkedIcon={<Swatch color={colorShades[color].main} checked />}
            slotProps={{ input: { 'aria-label': t(`colors.${color}`) } }}
            sx={{
              p: 0.25,
              borderRadius: 1.5,
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 }
            }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  )
}

export function SwitchOption({
  label,
  checked,
  onChange
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={event => onChange(event.target.checked)} />}
      label={label}
      labelPlacement="start"
      sx={{
        mx: 0,
        justifyContent: 'space-between',
        '& .MuiFormControlLabel-label': { fontSize: '0.8125rem', fontWeight: 500 }
      }}
    />
  )
}
