/**
 * The floating notices' sizes (docs/shell.md "Notices never cover a control"): apart from the shell's
 * layoutTokens, so that they load with the toaster and the scroll-to-top button, not with every route's first
 * load (its 220 kB budget).
 */
export const noticeTokens = {
  /** the scroll-to-top button: its size and its distance from the window's bottom and inline end */
  scrollToTopSize: 40,
  scrollToTopInset: 24,
  /** a toast's widest (react-hot-toast's own limit) and the toaster's distance from the window's edges */
  toastMaxWidth: 350,
  toasterInset: 16,
  /** the least room a floating notice leaves between itself and any control */
  noticeGap: 8,
  /** a top toast before anything is measured: below a fixed app bar (layoutTokens.toolbarHeight) by the gap */
  restingTop: 64 + 8
} as const
