import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import IconButton from '@mui/material/IconButton'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

// The drawer's code is not part of any page's first load: it is fetched when the pointer or the focus reaches
// the toggle, and shown when it is pressed.
const loadCustomizer = () => import('./ThemeCustomizer')
const ThemeCustomizer = dynamic(() => loadCustomizer().then(module => module.ThemeCustomizer), { ssr: false })

/** The floating button at the side of the screen that opens the Theme Customizer. */
export function CustomizerToggle() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  return (
    <>
      <IconButton
        aria-label={t('customizer.toggle')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadCustomizer()}
        onFocus={() => void loadCustomizer()}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
        sx={theme => ({
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
        })}
      >
        <SettingsOutlined fontSize="small" />
      </IconButton>
      {used && <ThemeCustomizer open={open} onClose={() => setOpen(false)} />}
    </>
  )
}
