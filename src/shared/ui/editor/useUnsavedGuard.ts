import { useEffect } from 'react'

/**
 * While `unsaved` holds, leaving the page (a reload, closing the tab, another address) asks first, in the
 * browser's own words: the changes of an open editor are not lost by a slip.
 */
export function useUnsavedGuard(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [unsaved])
}
