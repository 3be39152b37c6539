/**
 * The Materio look the product inherits: primary #9155FD, calm greys, a deep violet dark mode.
 *
 * Each theme colour keeps its brand hue as `main` (accents, focus rings, switches, the progress bar, the
 * customizer's swatches) and has two shades for text and fills that pass WCAG AA (4.5:1):
 *  - `dark`: filled surfaces with white text (contained buttons, the active navigation item, avatars) and
 *    coloured text on light surfaces;
 *  - `light`: coloured text on dark surfaces.
 * White on the brand hues themselves stays under 4.5:1 (4.27 for #9155FD), hence the shades.
 * `palette.test.ts` checks every pair.
 */
export const brand = {
  primary: '#9155FD',
  secondary: '#8A8D93',
  success: '#56CA00',
  error: '#FF4C51',
  warning: '#FFB400',
  info: '#16B1FF'
} as const

export type ThemeColor = keyof typeof brand
export const themeColors = Object.keys(brand) as ThemeColor[]

export interface ColorShades {
  main: string
  light: string
  dark: string
  contrastText: string
}

export const colorShades: Record<ThemeColor, ColorShades> = {
  primary: { main: brand.primary, light: '#B68FFE', dark: '#804BDF', contrastText: '#FFFFFF' },
  secondary: { main: brand.secondary, light: '#A5A8AD', dark: '#6C6E73', contrastText: '#FFFFFF' },
  success: { main: brand.success, light: '#78D533', dark: '#357D00', contrastText: '#FFFFFF' },
  error: { main: brand.error, light: '#FF797D', dark: '#C43B3E', contrastText: '#FFFFFF' },
  warning: { main: brand.warning, light: '#FFC333', dark: '#8F6500', contrastText: '#FFFFFF' },
  info: { main: brand.info, light: '#45C1FF', dark: '#0E73A6', contrastText: '#FFFFFF' }
}

export type Mode = 'light' | 'dark'
export const modes: readonly Mode[] = ['light', 'dark']

export const surfaces = {
  light: { background: '#F4F5FA', paper: '#FFFFFF', text: '#3A3541' },
  dark: { background: '#28243D', paper: '#312D4B', text: '#E7E3FC' }
} as const

/** Text alphas over each mode's text colour (secondary text at 0.72 keeps 4.5:1 on the light background). */
export const textAlphas = { primary: 0.87, secondary: 0.72, disabled: 0.38, divider: 0.12 } as const

/** `#RRGGBB` → `r g b` (the form MUI's `…Channel` variables take). */
export function hexChannel(hex: string): string {
  const n = parseInt(hex.slice(1), 16)
  return `${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255}`
}

/** `#RRGGBB` at an alpha → `rgba(…)`. */
export function hexAlpha(hex: string, alpha: number): string {
  return `rgba(${hexChannel(hex).replaceAll(' ', ', ')}, ${alpha})`
}
