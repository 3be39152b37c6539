import { __unsafe_useEmotionCache as useEmotionCache, CacheProvider, type EmotionCache } from '@emotion/react'
import { type ReactNode, useEffect, useState } from 'react'

import type { Direction } from '@/features/settings'

/**
 * Right-to-left styles: while the direction is rtl, styles are written through an Emotion cache with the
 * stylis RTL plugin (loaded when first needed, so left-to-right pages never download it). Left-to-right, the
 * cache of `AppCacheProvider` (the one server-rendered styles hydrate into) stays in use. The provider is
 * always rendered, so switching never remounts the page.
 */
export function DirectionCacheProvider({
  direction,
  children
}: {
  direction: Direction
  children: ReactNode
}) {
  const inherited = useEmotionCache()
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null)

  useEffect(() => {
    if (direction !== 'rtl' || rtlCache) return
    let live = true
    void import('./createRtlCache').then(({ createRtlCache }) => {
      if (live) setRtlCache(createRtlCache())
    })
    return () => {
      live = false
    }
  }, [direction, rtlCache])

  const cache = direction === 'rtl' && rtlCache ? rtlCache : inherited
  if (!cache) return <>{children}</>
  return <CacheProvider value={cache}>{children}</CacheProvider>
}
