/** xs 0, sm 600, md 900, lg 1200, xl 1536 (docs/product-rules.md#constants). */
export const breakpointValues = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const

/** Below the large breakpoint the layout is forced to vertical (MUI's `down('lg')`). */
export const BELOW_LG_QUERY = `(max-width:${breakpointValues.lg - 0.05}px)`

/** Below the medium breakpoint (MUI's `down('md')`): the overview shows cards, not the grid. */
export const BELOW_MD_QUERY = `(max-width:${breakpointValues.md - 0.05}px)`
