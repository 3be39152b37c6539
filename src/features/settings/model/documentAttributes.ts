import { displayAttributes } from '@/theme'

import type { Settings } from './settingsTypes'

/** The attributes of <html> that show the settings (the theme's CSS is keyed on them) and `dir`. */
export function documentAttributesOf(settings: Settings): Record<string, string> {
  return {
    [displayAttributes.mode]: settings.mode,
    [displayAttributes.themeColor]: settings.themeColor,
    [displayAttributes.skin]: settings.skin,
    [displayAttributes.contentWidth]: settings.contentWidth,
    [displayAttributes.appBarBlur]: settings.appBarBlur ? 'on' : 'off',
    dir: settings.direction
  }
}

const NO_TRANSITIONS = '*,*::before,*::after{transition:none!important}'

/**
 * Sets the attributes on the document element. When the mode changes, transitions are held for a frame so
 * that every colour changes at once instead of fading at different speeds.
 */
export function applyDocumentAttributes(root: HTMLElement, settings: Settings): void {
  const attributes = documentAttributesOf(settings)
  const modeChanges = root.getAttribute(displayAttributes.mode) !== attributes[displayAttributes.mode]
  let style: HTMLStyleElement | null = null
  if (modeChanges && root.ownerDocument.head) {
    style = root.ownerDocument.createElement('style')
    style.textContent = NO_TRANSITIONS
    root.ownerDocument.head.appendChild(style)
  }
  for (const [name, value] of Object.entries(attributes)) {
    if (root.getAttribute(name) !== value) root.setAttribute(name, value)
  }
  if (style) {
    const added = style
    // Force the new colours to be computed before transitions come back.
    void root.ownerDocument.defaultView?.getComputedStyle(root.ownerDocument.body ?? root).opacity
    setTimeout(() => added.remove(), 1)
  }
}
