import useScrollTrigger from '@mui/material/useScrollTrigger'
import dynamic from 'next/dynamic'
import { useState } from 'react'

import { layoutTokens } from '@/theme'

// The button's code loads the first time it is needed.
const ScrollToTopButton = dynamic(
  () => import('./ScrollToTopButton').then(module => module.ScrollToTopButton),
  {
    ssr: false
  }
)

/** The scroll-to-top button: appears after 400 px of scrolling. */
export function ScrollToTop() {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: layoutTokens.scrollToTopThreshold })
  const [needed, setNeeded] = useState(false)
  if (scrolled && !needed) setNeeded(true)
  return needed ? <ScrollToTopButton visible={scrolled} /> : null
}
