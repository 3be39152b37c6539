import type { Settings } from './settingsTypes'

/** What the rules need to know about the screen. */
export interface Viewport {
  /** narrower than the lg breakpoint (1200 px) */
  belowLg: boolean
}

/**
 * The horizontal layout has no semi-dark skin (its navigation is in the app bar) and no hidden app bar (the
 * navigation lives there): semi-dark becomes default and hidden becomes fixed.
 */
export function applyHorizontalRules(settings: Settings): Settings {
  if (settings.layout !== 'horizontal') return settings
  if (settings.skin !== 'semi-dark' && settings.appBar !== 'hidden') return settings
  return {
    ...settings,
    skin: settings.skin === 'semi-dark' ? 'default' : settings.skin,
    appBar: settings.appBar === 'hidden' ? 'fixed' : settings.appBar
  }
}

/**
 * Below the lg breakpoint the layout is vertical; `lastLayout` (the layout chosen) comes back on wider screens.
 */
export function fitLayoutToViewport(settings: Settings, { belowLg }: Viewport): Settings {
  const layout = belowLg ? 'vertical' : settings.lastLayout
  return layout === settings.layout ? settings : { ...settings, layout }
}

/** Settings as they must be shown on this screen: the breakpoint first, then the horizontal rules. */
export function resolveSettings(settings: Settings, viewport: Viewport): Settings {
  return applyHorizontalRules(fitLayoutToViewport(settings, viewport))
}

/**
 * Applies a change. Choosing a layout chooses `lastLayout` too (the screen may still force vertical).
 */
export function updateSettings(current: Settings, change: Partial<Settings>, viewport: Viewport): Settings {
  const next = { ...current, ...change }
  if (change.layout && !change.lastLayout) next.lastLayout = change.layout
  return resolveSettings(next, viewport)
}

/** Whether two settings objects are equal, field by field. */
export function sameSettings(a: Settings, b: Settings): boolean {
  return (Object.keys(a) as (keyof Settings)[]).every(key => a[key] === b[key])
}
