import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined'
import LightModeOutlined from '@mui/icons-material/LightModeOutlined'
import IconButton from '@mui/material/IconButton'
import { useTranslation } from 'react-i18next'

import { whenDisplay } from '@/theme'

import { useSettings } from '../SettingsContext'

/**
 * The top bar's light/dark switch. Which icon shows is CSS (the `data-mode` of <html>), so it is right from
 * the first paint, before React knows the stored mode.
 */
export function ModeToggle() {
  const { t } = useTranslation()
  const { settings, saveSettings } = useSettings()
  const next = settings.mode === 'dark' ? 'light' : 'dark'
  return (
    <IconButton
      color="inherit"
      aria-label={t(next === 'light' ? 'settings.switchToLight' : 'settings.switchToDark')}
      onClick={() => saveSettings({ mode: next })}
      sx={{
        '& .cm-mode-light': { display: 'none' },
        [whenDisplay('mode', 'light')]: {
          '& .cm-mode-light': { display: 'inline-block' },
          '& .cm-mode-dark': { display: 'none' }
        }
      }}
    >
      {/* In dark mode the sun offers light mode; in light mode the moon offers dark mode. */}
      <LightModeOutlined className="cm-mode-dark" />
      <DarkModeOutlined className="cm-mode-light" />
    </IconButton>
  )
}
