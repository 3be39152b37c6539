import type { EmotionCache } from '@emotion/cache'
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter'

import { localStore } from '@/shared/storage/browserStorage'

import { EMOTION_KEY, rememberStyles } from './styleMemory'

/**
 * The browser's emotion cache (MUI's, as `AppCacheProvider` makes it), which takes the styles remembered from
 * the last visit as already inserted (styleMemory.ts) and remembers its own whenever the page is left or
 * hidden: a reload, a new tab, the browser closed, the tab put in the background.
 */
export function createRememberingEmotionCache(): EmotionCache {
  const cache = createEmotionCache({ key: EMOTION_KEY })
  // (a wall is hidden and shown all day: stored again only when it has made styles since)
  let known = -1
  const remember = () => {
    const names = Object.keys(cache.inserted).length
    if (names === known) return
    known = names
    rememberStyles(cache, localStore())
  }
  window.addEventListener('pagehide', remember)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') remember()
  })
  return cache
}
