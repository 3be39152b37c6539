import { type ComponentProps, createElement, useEffect, useState } from 'react'

type CampaignsGridComponent = typeof import('./CampaignsGrid').CampaignsGrid

// The grid (MUI X Data Grid, the heaviest code of the page) is its own chunk: it starts loading with the
// overview's code, while the first answer is awaited, and the grid renders once, with the rows.
let loaded: CampaignsGridComponent | null = null
const loadGrid = () =>
  import('./CampaignsGrid').then(module => {
    loaded = module.CampaignsGrid
    return loaded
  })
if (typeof window !== 'undefined') void loadGrid().catch(() => undefined)

/**
 * Whether the overview's grid code is here (until then the page shows its placeholder). Not a lazy component:
 * one that suspends, even for code already loaded, is shown by React only up to 300 ms after the placeholder
 * it held back (its throttling of revealed content), and right after a sign-in the overview often renders
 * before the grid's code has come: the rows then waited for the throttle, not for anything they needed. A
 * state set when the code arrives renders at once. A failed load reaches the page's error boundary, as a lazy
 * component's would.
 */
export function useCampaignsGridLoaded(): boolean {
  const [code, setCode] = useState<{ ready: boolean; failure?: unknown }>(() => ({ ready: loaded !== null }))
  useEffect(() => {
    if (code.ready || code.failure) return
    let current = true
    loadGrid().then(
      () => {
        if (current) setCode({ ready: true })
      },
      (failure: unknown) => {
        if (current) setCode({ ready: false, failure })
      }
    )
    return () => {
      current = false
    }
  }, [code])
  if (code.failure) throw code.failure
  return code.ready
}

/** The overview's grid, once useCampaignsGridLoaded() has said its code is here. */
export function LoadedCampaignsGrid(props: ComponentProps<CampaignsGridComponent>) {
  if (!loaded) throw new Error('The grid was rendered before its code had loaded.')
  return createElement(loaded, props)
}
