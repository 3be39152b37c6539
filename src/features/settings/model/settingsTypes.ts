import {
  type ContentWidth,
  contentWidths,
  type Direction,
  directions,
  type Mode,
  modes,
  type Skin,
  skins,
  type ThemeColor,
  themeColors
} from '@/theme'

export type { ContentWidth, Direction, Mode, Skin, ThemeColor }

export type AppBarType = 'fixed' | 'static' | 'hidden'
export type Layout = 'vertical' | 'horizontal'
/** How navigation groups open in the vertical navigation: one at a time, or each on its own. */
export type VerticalNavToggleType = 'accordion' | 'collapse'
export type ToastPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right'

/** The display settings (docs/shell.md#display-settings). */
export interface Settings {
  mode: Mode
  skin: Skin
  appBar: AppBarType
  appBarBlur: boolean
  /** the layout shown: forced to vertical below the lg breakpoint */
  layout: Layout
  /** the layout chosen: comes back on wide screens */
  lastLayout: Layout
  contentWidth: ContentWidth
  direction: Direction
  themeColor: ThemeColor
  navHidden: boolean
  navCollapsed: boolean
  verticalNavToggleType: VerticalNavToggleType
  toastPosition: ToastPosition
}

/** The values each enumerated setting may take: validation of stored values and the customizer's options. */
export const settingOptions = {
  mode: modes,
  skin: skins,
  appBar: ['fixed', 'static', 'hidden'] as readonly AppBarType[],
  layout: ['vertical', 'horizontal'] as readonly Layout[],
  contentWidth: contentWidths,
  direction: directions,
  themeColor: themeColors as readonly ThemeColor[],
  verticalNavToggleType: ['accordion', 'collapse'] as readonly VerticalNavToggleType[],
  toastPosition: [
    'top-left',
    'top-center',
    'top-right',
    'bottom-left',
    'bottom-center',
    'bottom-right'
  ] as readonly ToastPosition[]
} as const
