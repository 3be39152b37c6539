import Check from '@mui/icons-material/Check'
import Close from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import IconButton from '@mui/material/IconButton'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'

import { colorShades, layoutTokens } from '@/theme'

import { settingOptions, type Settings } from '../model/settingsTypes'
import { useSettings } from '../SettingsContext'

type ChoiceKey = 'skin' | 'mode' | 'contentWidth' | 'appBar'

/** One option with a radio per value: a fieldset whose legend names it. */
function Choice<K extends ChoiceKey>({
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

function PrimaryColorChoice() {
  const { t } = useTranslation()
  const { settings, saveSettings } = useSettings()
  const legendId = useId()
  return (
    <FormControl component="fieldset" sx={{ display: 'flex' }}>
      <FormLabel component="legend" id={legendId} sx={legendSx}>
        {t('customizer.primaryColor')}
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
            slotProps={{ input: { 'aria-label': t(`customizer.colors.${color}`) } }}
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

function SwitchOption({
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ px: 3, py: 2.5, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Typography
        component="h3"
        variant="caption"
        sx={{ color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.4px', fontWeight: 500 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/**
 * The Theme Customizer (docs/shell.md#theme-customizer): a 400 px drawer whose options apply at once and are
 * kept. In the horizontal layout the semi-dark skin and the hidden app bar are not offered. It is a modal
 * dialog: the focus stays inside, Escape closes it and the focus returns to its toggle.
 */
export function ThemeCustomizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const { settings, saveSettings } = useSettings()
  const titleId = useId()
  const subtitleId = useId()
  const horizontal = settings.layout === 'horizontal'
  const skins = settingOptions.skin.filter(skin => !(horizontal && skin === 'semi-dark'))
  const appBars = settingOptions.appBar.filter(appBar => !(horizontal && appBar === 'hidden'))

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        backdrop: { invisible: true },
        paper: {
          'aria-labelledby': titleId,
          'aria-describedby': subtitleId,
          sx: {
            width: { xs: '100%', sm: layoutTokens.customizerWidth },
            border: 0,
            borderInlineStart: 'var(--cm-surface-border)',
            boxShadow: 'var(--cm-shadow-md)'
          }
        }
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
          px: 3,
          py: 2.5
        }}
      >
        <Box>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
            {t('customizer.title')}
          </Typography>
          <Typography id={subtitleId} variant="body2" sx={{ color: 'text.secondary' }}>
            {t('customizer.subtitle')}
          </Typography>
        </Box>
        <IconButton
          aria-label={t('customizer.close')}
          onClick={onClose}
          sx={{ mt: -0.5, marginInlineEnd: -1 }}
        >
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto' }}>
        <Section title={t('customizer.theming')}>
          <Choice
            setting="skin"
            values={skins}
            label={t('customizer.skin')}
            valueLabel={skin => t(`customizer.skins.${skin}`)}
          />
          <Choice
            setting="mode"
            values={settingOptions.mode}
            label={t('customizer.mode')}
            valueLabel={mode => t(`customizer.modes.${mode}`)}
          />
          <PrimaryColorChoice />
        </Section>
        <Divider />
        <Section title={t('customizer.layout')}>
          <Choice
            setting="contentWidth"
            values={settingOptions.contentWidth}
            label={t('customizer.contentWidth')}
            valueLabel={width => t(`customizer.contentWidths.${width}`)}
          />
          <Choice
            setting="appBar"
            values={appBars}
            label={t('customizer.appBar')}
            valueLabel={appBar => t(`customizer.appBars.${appBar}`)}
          />
          <SwitchOption
            label={t('customizer.appBarBlur')}
            checked={settings.appBarBlur}
            onChange={appBarBlur => saveSettings({ appBarBlur })}
          />
          <SwitchOption
            label={t('customizer.rtl')}
            checked={settings.direction === 'rtl'}
            onChange={rtl => saveSettings({ direction: rtl ? 'rtl' : 'ltr' })}
          />
        </Section>
      </Box>
    </Drawer>
  )
}
