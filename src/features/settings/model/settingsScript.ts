import { BELOW_LG_QUERY, displayAttributes } from '@/theme'

import { defaultSettings } from './defaultSettings'
import { SETTINGS_STORAGE_KEY } from './settingsStorage'
import { settingOptions } from './settingsTypes'

/**
 * The inline script `_document` runs in <head>, before the first paint: it reads the stored settings and sets
 * the attributes of <html> the theme's CSS is keyed on (mode, primary colour, skin, content width, app-bar
 * blur) and `dir`, so a reload shows the saved look at once although pages are prerendered with the defaults.
 *
 * It applies the same validation and rules as the app (settingsStorage.ts, settingsRules.ts): what is not a
 * valid value falls back to the default; the layout (never stored) is vertical below the lg breakpoint and
 * horizontal above, where semi-dark shows as default. `settingsScript.test.ts` runs it against those
 * functions. Plain ES5, no dependencies; any failure leaves the server's defaults.
 */
export function buildSettingsScript(): string {
  const config = {
    key: SETTINGS_STORAGE_KEY,
    query: BELOW_LG_QUERY,
    attributes: displayAttributes,
    defaults: {
      mode: defaultSettings.mode,
      themeColor: defaultSettings.themeColor,
      skin: defaultSettings.skin,
      contentWidth: defaultSettings.contentWidth,
      direction: defaultSettings.direction,
      appBarBlur: defaultSettings.appBarBlur,
      layout: defaultSettings.lastLayout
    },
    options: {
      mode: settingOptions.mode,
      themeColor: settingOptions.themeColor,
      skin: settingOptions.skin,
      contentWidth: settingOptions.contentWidth,
      direction: settingOptions.direction
    }
  }
  const body = [
    'var s={};',
    'try{s=JSON.parse(localStorage.getItem(c.key)||"{}")}catch(e){}',
    'if(!s||typeof s!=="object")s={};',
    'function v(n){var x=s[n];return c.options[n].indexOf(x)>=0?x:c.defaults[n]}',
    'var blur=typeof s.appBarBlur==="boolean"?s.appBarBlur:c.defaults.appBarBlur;',
    'var layout=window.matchMedia&&window.matchMedia(c.query).matches?"vertical":c.defaults.layout;',
    'var skin=v("skin");if(layout==="horizontal"&&skin==="semi-dark")skin="default";',
    'var r=document.documentElement,a=c.attributes;',
    'r.setAttribute(a.mode,v("mode"));r.setAttribute(a.themeColor,v("themeColor"));',
    'r.setAttribute(a.skin,skin);r.setAttribute(a.contentWidth,v("contentWidth"));',
    'r.setAttribute(a.appBarBlur,blur?"on":"off");r.setAttribute("dir",v("direction"))'
  ].join('')
  return `(function(c){try{${body}}catch(e){}})(${JSON.stringify(config)})`
}

export const settingsScript = buildSettingsScript()
