/** The shell's fixed sizes (docs/product-rules.md#constants). */
export const layoutTokens = {
  navWidth: 260,
  navCollapsedWidth: 68,
  toolbarHeight: 64,
  boxedMaxWidth: 1440,
  customizerWidth: 400,
  userMenuWidth: 230,
  scrollToTopThreshold: 400,
  /** the scroll-to-top button: its size and its distance from the window's bottom and inline end */
  scrollToTopSize: 40,
  scrollToTopInset: 24,
  /** a toast's widest (react-hot-toast's own limit) and the toaster's distance from the window's edges */
  toastMaxWidth: 350,
  toasterInset: 16,
  /** the least room a floating notice leaves between itself and any control (docs/shell.md "Notices") */
  noticeGap: 8
} as const
