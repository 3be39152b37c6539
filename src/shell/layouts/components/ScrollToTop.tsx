import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

import { layoutTokens } from '@/theme'

// The button's code loads the first time it is needed.
const ScrollToTopButton = dynamic(
  () => import('./ScrollToTopButton').then(module => module.ScrollToTopButton),
  {
    ssr: false
  }
)

/**
 * Whether the page has been scrolled past `threshold` px, known from the scroll events only. (MUI's
 * useScrollTrigger reads the scroll position as it mounts: with the page's styles just inserted, that read
 * forced a layout of the whole page in the middle of its first render, and a page opens at its top anyway.)
 */
function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [threshold])
  return scrolled
}

/** The scroll-to-top button: appears after 400 px of scrolling. */
export function ScrollToTop() {
  const scrolled = useScrolledPast(layoutTokens.scrollToTopThreshold)
  const [needed, setNeeded] = useState(false)
  if (scrolled && !needed) setNeeded(true)
  return needed ? <ScrollToTopButton visible={scrolled} /> : null
}
