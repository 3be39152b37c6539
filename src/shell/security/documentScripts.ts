import { callbackCaptureScript } from '@/features/auth'
import { settingsScript } from '@/features/settings'

import { styleMemoryScript } from '../styles/styleMemory'

/**
 * The inline scripts `_document` puts in every page's <head>, in order. The Content-Security-Policy allows
 * each by the hash of exactly this text (nextHeaders.ts), so _document renders these and nothing else inline.
 */
export const documentScripts = {
  /** Must run before anything else: takes the OAuth answer out of the address bar. */
  callbackCapture: callbackCaptureScript,
  /** Before the first paint: the stored display settings onto <html> (no flash of the default theme). */
  settings: settingsScript,
  /** Before the app's code: the styles of the last visit, which it then need not make again (styleMemory.ts). */
  styleMemory: styleMemoryScript
}
