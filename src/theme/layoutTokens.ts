/** The shell's fixed sizes (docs/product-rules.md#constants). */
export const layoutTokens = {
  navWidth: 260,
  navCollapsedWidth: 68,
  toolbarHeight: 64,
  boxedMaxWidth: 1440,
  customizerWidth: 400,
  userMenuWidth: 230,
  scrollToTopThreshold: 400
} as const
