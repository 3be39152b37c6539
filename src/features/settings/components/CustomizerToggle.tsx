import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import IconButton from '@mui/material/IconButton'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

// The drawer's code is not part of any page's first load: it is fetched when the pointer or the focus reaches
// the toggle, and shown when it is pressed.
const loadCustomizer = () => import('./ThemeCustomizer')
const ThemeCustomizer = dynamic(() => loadCustomizer().then(module => module.ThemeCustomizer), { ssr: false })

interface CustomizerToggleProps {
  expanded: boolean
  onOpen: () => void
  /**
   * At the side of the screen, over the content: only while the app bar is hidden, when no other place is left
   * for the way back to the settings. Otherwise it is one of the top bar's buttons and covers nothing.
   */
  floating?: boolean
}

/** The button that opens the Theme Customizer. */
export function CustomizerToggle({ expanded, onOpen, floating = false }: CustomizerToggleProps) {
  const { t } = useTranslation()
  return (
    <IconButton
      color="inherit"
      aria-label={t('customizer.toggle')}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onPointerEnter={() => void loadCustomizer()}
      onFocus={() => void loadCustomizer()}
      onClick={onOpen}
      sx={
        floating
          ? theme => ({
              position: 'fixed',
              top: '50%',
              insetInlineEnd: 0,
              zIndex: theme.zIndex.speedDial,
              transform: 'translateY(-50%)',
              width: 40,
              height: 40,
              borderRadius: 0,
              borderStartStartRadius: 8,
              borderEndStartRadius: 8,
              color: 'primary.contrastText',
              bgcolor: 'primary.dark',
              boxShadow: 'var(--cm-shadow-md)',
              '&:hover': { bgcolor: 'primary.dark', filter: 'brightness(0.92)' }
            })
          : undefined
      }
    >
      <SettingsOutlined fontSize={floating ? 'small' : 'medium'} />
    </IconButton>
  )
}

/** The Theme Customizer drawer; its code is loaded when it is first opened. */
export function CustomizerDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [used, setUsed] = useState(open)
  if (open && !used) setUsed(true)
  return used ? <ThemeCustomizer open={open} onClose={onClose} /> : null
}
