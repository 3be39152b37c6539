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
  const remember = () => rememberStyles(cache, localStore())
  window.addEventListener('pagehide', remember)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') remember()
  })
  return cache
}
