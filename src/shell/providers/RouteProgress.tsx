import GlobalStyles from '@mui/material/GlobalStyles'
import { useRouter } from 'next/router'
import type NProgressType from 'nprogress'
import { useEffect } from 'react'

import { ROUTING_LOADER } from '@/features/settings'

/** Navigations quicker than this show no bar at all. */
const SHOW_AFTER_MS = 150

const progressStyles = {
  '#nprogress': { pointerEvents: 'none' },
  '#nprogress .bar': {
    position: 'fixed',
    zIndex: 2000,
    top: 0,
    insetInlineStart: 0,
    width: '100%',
    height: 3,
    background: 'var(--mui-palette-primary-main)'
  },
  '#nprogress .peg': {
    position: 'absolute',
    insetInlineEnd: 0,
    display: 'block',
    width: 100,
    height: '100%',
    boxShadow: '0 0 10px var(--mui-palette-primary-main), 0 0 5px var(--mui-palette-primary-main)',
    opacity: 1,
    transform: 'rotate(3deg) translate(0px, -4px)'
  }
} as const

let loading: Promise<typeof NProgressType> | null = null
/** nprogress is loaded with the first navigation, not with the page. */
const loadNProgress = () =>
  (loading ??= import('nprogress').then(({ default: nprogress }) => {
    // Decorative: no ARIA role (nprogress's own template uses invalid ones), no spinner.
    nprogress.configure({
      showSpinner: false,
      barSelector: '.bar',
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>'
    })
    return nprogress
  }))

/** The top progress bar during route changes (nprogress, in the primary colour), when the routing loader is on. */
export function RouteProgress() {
  const router = useRouter()
  useEffect(() => {
    if (!ROUTING_LOADER) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let navigating = false
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return
      navigating = true
      clearTimeout(timer)
      timer = setTimeout(() => {
        void loadNProgress().then(nprogress => {
          if (navigating) nprogress.start()
        })
      }, SHOW_AFTER_MS)
    }
    const done = () => {
      navigating = false
      clearTimeout(timer)
      void loading?.then(nprogress => nprogress.done())
    }
    router.events.on('routeChangeStart', start)
    router.events.on('routeChangeComplete', done)
    router.events.on('routeChangeError', done)
    return () => {
      done()
      router.events.off('routeChangeStart', start)
      router.events.off('routeChangeComplete', done)
      router.events.off('routeChangeError', done)
    }
  }, [router.events])
  return ROUTING_LOADER ? <GlobalStyles styles={progressStyles} /> : null
}
