import { darken, lighten } from '@mui/material/styles'

import { displayAttributes } from './displayOptions'
import { colorShades, hexChannel, modes, surfaces, themeColors } from './palette'

type CssBlock = Record<string, string>

const primaryVariables = (color: (typeof themeColors)[number]): CssBlock => {
  const shades = colorShades[color]
  const block: CssBlock = {}
  for (const key of ['main', 'light', 'dark', 'contrastText'] as const) {
    block[`--mui-palette-primary-${key}`] = shades[key]
    block[`--mui-palette-primary-${key}Channel`] = hexChannel(shades[key])
  }
  return block
}

/** MUI's few variables derived from the primary colour per mode (progress track, slider, disabled switch). */
const derivedPrimaryVariables = (color: (typeof themeColors)[number], mode: 'light' | 'dark'): CssBlock => {
  const { main } = colorShades[color]
  const tone = mode === 'light' ? lighten : darken
  return {
    '--mui-palette-LinearProgress-primaryBg': tone(main, mode === 'light' ? 0.62 : 0.5),
    '--mui-palette-Slider-primaryTrack': tone(main, mode === 'light' ? 0.62 : 0.5),
    '--mui-palette-Switch-primaryDisabledColor': tone(main, mode === 'light' ? 0.62 : 0.55)
  }
}

const shadowColor = { light: hexChannel(surfaces.light.text), dark: '19 17 32' }

/**
 * Global CSS keyed on the display attributes of <html>:
 *  - the primary colour (`data-theme-color`): MUI's primary variables, also inside nested colour schemes
 *    (the semi-dark navigation);
 *  - the skin (`data-skin`): `--cm-surface-border` / `--cm-surface-shadow` for cards, the app bar, the
 *    navigation (bordered: 1 px divider borders and no shadows; default: soft shadows);
 *  - the mode's shadow colour.
 */
export function createDisplayStyles(): Record<string, CssBlock> {
  const { mode, themeColor, skin } = displayAttributes
  const styles: Record<string, CssBlock> = {}
  for (const m of modes) {
    const c = shadowColor[m]
    styles[`[${mode}="${m}"]`] = {
      '--cm-shadow-sm': `0 2px 10px 0 rgb(${c} / ${m === 'light' ? 0.1 : 0.3})`,
      '--cm-shadow-md': `0 4px 18px 0 rgb(${c} / ${m === 'light' ? 0.14 : 0.4})`
    }
  }
  styles[':root'] = {
    '--cm-surface-border': '1px solid transparent',
    '--cm-surface-shadow': 'var(--cm-shadow-sm)',
    '--cm-bar-border': '1px solid transparent',
    '--cm-bar-shadow': 'var(--cm-shadow-sm)'
  }
  styles[`html[${skin}="bordered"]`] = {
    '--cm-surface-border': '1px solid var(--mui-palette-divider)',
    '--cm-surface-shadow': 'none',
    '--cm-bar-border': '1px solid var(--mui-palette-divider)',
    '--cm-bar-shadow': 'none'
  }
  for (const color of themeColors) {
    if (color === 'primary') continue
    const selector = `html[${themeColor}="${color}"]`
    styles[`${selector}, ${selector} [${mode}]`] = primaryVariables(color)
    for (const m of modes) styles[`${selector}[${mode}="${m}"]`] = derivedPrimaryVariables(color, m)
  }
  return styles
}
