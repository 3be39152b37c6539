import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp'
import Fab from '@mui/material/Fab'
import Zoom from '@mui/material/Zoom'
import { useTranslation } from 'react-i18next'

import { MAIN_CONTENT_ID } from './boxed'

/** Smoothly back to the top (at once for users who prefer less motion). */
export function ScrollToTopButton({ visible }: { visible: boolean }) {
  const { t } = useTranslation()
  const scrollUp = () => {
    const lessMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: lessMotion ? 'auto' : 'smooth' })
    // The button goes away: the keyboard continues from the top of the content.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true })
  }
  return (
    <Zoom in={visible}>
      <Fab
        size="small"
        color="primary"
        aria-label={t('shell.scrollToTop')}
        onClick={scrollUp}
        sx={theme => ({
          position: 'fixed',
          bottom: 24,
          insetInlineEnd: 24,
          zIndex: theme.zIndex.speedDial - 1
        })}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  )
}
