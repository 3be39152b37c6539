import { layoutTokens, whenDisplay } from '@/theme'

/** Width of the app bar's, the content's and the footer's inner box: full, or boxed at 1440 px and centred. */
export const boxedSx = {
  width: '100%',
  [whenDisplay('contentWidth', 'boxed')]: { maxWidth: layoutTokens.boxedMaxWidth, marginInline: 'auto' }
} as const

/** The page's side padding. */
export const gutterSx = { px: { xs: 2, md: 3 } } as const

export const MAIN_CONTENT_ID = 'main-content'
