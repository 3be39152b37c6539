import { type ComponentProps, createElement } from 'react'

import { loadCodeAtOnce, useLoadedCode } from '@/shared/hooks/useLoadedCode'

type CampaignsGridComponent = typeof import('./CampaignsGrid').CampaignsGrid

// The grid (MUI X Data Grid, the heaviest code of the page) is its own chunk: it starts loading with the
// overview's code, while the first answer is awaited, and the grid renders once, with the rows.
const grid = loadCodeAtOnce(() => import('./CampaignsGrid').then(module => module.CampaignsGrid))

/**
 * Whether the overview's grid code is here (until then the page shows its placeholder). Right after a sign-in the
 * overview often renders before the grid's code has come: the grid then renders the moment it arrives
 * (useLoadedCode: not a lazy component, which would wait for React's throttling of revealed content).
 */
export function useCampaignsGridLoaded(): boolean {
  return useLoadedCode(grid)
}

/** The overview's grid, once useCampaignsGridLoaded() has said its code is here. */
export function LoadedCampaignsGrid(props: ComponentProps<CampaignsGridComponent>) {
  const Grid = grid.current()
  if (!Grid) throw new Error('The grid was rendered before its code had loaded.')
  return createElement(Grid, props)
}
