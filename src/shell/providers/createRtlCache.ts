import createCache from '@emotion/cache'
import { prefixer } from 'stylis'
import rtlPlugin from 'stylis-plugin-rtl'

/** An Emotion cache that writes every style mirrored (left ↔ right), for right-to-left pages. */
export function createRtlCache() {
  const insertionPoint =
    document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ?? undefined
  return createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], insertionPoint })
}
