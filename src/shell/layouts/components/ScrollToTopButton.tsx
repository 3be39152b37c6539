import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp'
import Fab from '@mui/material/Fab'
import Zoom from '@mui/material/Zoom'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useOnLayoutChange } from '@/shared/ui/useOnLayoutChange'

import { MAIN_CONTENT_ID } from './boxed'
import { scrollToTopPlace } from './scrollToTopPlace'
import { noticeTokens } from '@/shared/ui/noticeTokens'

/**
 * Smoothly back to the top (at once for users who prefer less motion). It never covers a control: lifted past
 * one that would be under it, and away while none of its column is clear (scrollToTopPlace).
 */
export function ScrollToTopButton({ visible }: { visible: boolean }) {
  const { t } = useTranslation()
  const button = useRef<HTMLButtonElement>(null)
  const [bottom, setBottom] = useState<number | null>(noticeTokens.scrollToTopInset)
  useOnLayoutChange(visible, 0, () => setBottom(scrollToTopPlace(button.current)))
  const scrollUp = () => {
    const lessMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: lessMotion ? 'auto' : 'smooth' })
    // The button goes away: the keyboard continues from the top of the content.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true })
  }
  return (
    <Zoom in={visible && bottom !== null}>
      <Fab
        ref={button}
        size="small"
        color="primary"
        aria-label={t('shell.scrollToTop')}
        onClick={scrollUp}
        // (where it is lifted to, inline: a style rule per place would pile up in the styles kept)
        style={{ bottom: bottom ?? noticeTokens.scrollToTopInset }}
        sx={theme => ({
          position: 'fixed',
          insetInlineEnd: noticeTokens.scrollToTopInset,
          zIndex: theme.zIndex.speedDial - 1
        })}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  )
}
