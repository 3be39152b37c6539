import Close from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'

import { settingOptions } from '../model/settingsTypes'
import { useSettings } from '../SettingsContext'
import { customizerTexts } from './customizerTexts'
import { Choice, PrimaryColorChoice, SwitchOption } from './customizerOptions'
import { SideDrawer } from '@/shared/ui/SideDrawer'

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
export function ThemeCustomizer(props: { open: boolean; onClose: () => void }) {
  return (
    <customizerTexts.Provider>
      <Customizer {...props} />
    </customizerTexts.Provider>
  )
}

function Customizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = customizerTexts.useTexts()
  const { settings, saveSettings } = useSettings()
  const titleId = useId()
  const subtitleId = useId()
  const horizontal = settings.layout === 'horizontal'
  const skins = settingOptions.skin.filter(skin => !(horizontal && skin === 'semi-dark'))
  const appBars = settingOptions.appBar.filter(appBar => !(horizontal && appBar === 'hidden'))

  return (
    <SideDrawer open={open} onClose={onClose} labelledBy={titleId} describedBy={subtitleId} clearBackdrop>
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
            {t('title')}
          </Typography>
          <Typography id={subtitleId} variant="body2" sx={{ color: 'text.secondary' }}>
            {t('subtitle')}
          </Typography>
        </Box>
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ mt: -0.5, marginInlineEnd: -1 }}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto' }}>
        <Section title={t('theming')}>
          <Choice setting="skin" values={skins} label={t('skin')} valueLabel={skin => t(`skins.${skin}`)} />
          <Choice
            setting="mode"
            values={settingOptions.mode}
            label={t('mode')}
            valueLabel={mode => t(`modes.${mode}`)}
          />
          <PrimaryColorChoice />
        </Section>
        <Divider />
        <Section title={t('layout')}>
          <Choice
            setting="contentWidth"
            values={settingOptions.contentWidth}
            label={t('contentWidth')}
            valueLabel={width => t(`contentWidths.${width}`)}
          />
          <Choice
            setting="appBar"
            values={appBars}
            label={t('appBar')}
            valueLabel={appBar => t(`appBars.${appBar}`)}
          />
          <SwitchOption
            label={t('appBarBlur')}
            checked={settings.appBarBlur}
            onChange={appBarBlur => saveSettings({ appBarBlur })}
          />
          <SwitchOption
            label={t('rtl')}
            checked={settings.direction === 'rtl'}
            onChange={rtl => saveSettings({ direction: rtl ? 'rtl' : 'ltr' })}
          />
        </Section>
      </Box>
    </SideDrawer>
  )
}
