import { defaultSettings } from './defaultSettings'
import {
  parseStoredSettings,
  persistedFields,
  readStoredSettings,
  SETTINGS_STORAGE_KEY,
  writeStoredSettings
} from './settingsStorage'
import type { Settings } from './settingsTypes'

const stored = {
  themeColor: 'success',
  mode: 'light',
  direction: 'rtl',
  skin: 'semi-dark',
  contentWidth: 'boxed',
  navCollapsed: true,
  appBarBlur: false,
  verticalNavToggleType: 'collapse'
}

beforeEach(() => localStorage.clear())

describe('writeStoredSettings', () => {
  it('stores exactly the eight persisted fields under "settings"', () => {
    const settings: Settings = {
      ...defaultSettings,
      ...(stored as Partial<Settings>),
      appBar: 'static',
      layout: 'vertical',
      lastLayout: 'vertical',
      navHidden: false,
      toastPosition: 'bottom-left'
    }
    writeStoredSettings(localStorage, settings)
    const item = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null')
    expect(item).toEqual(stored)
    expect(Object.keys(item).sort()).toEqual(
      [
        'appBarBlur',
        'contentWidth',
        'direction',
        'mode',
        'navCollapsed',
        'skin',
        'themeColor',
        'verticalNavToggleType'
      ].sort()
    )
    for (const notStored of ['appBar', 'layout', 'navHidden', 'lastLayout', 'toastPosition']) {
      expect(item).not.toHaveProperty(notStored)
    }
  })

  it('survives a storage that refuses to write', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError')
      }
    }
    expect(() => writeStoredSettings(full, { ...defaultSettings })).not.toThrow()
  })
})

describe('parseStoredSettings', () => {
  it('reads back every valid field', () => {
    expect(parseStoredSettings(JSON.stringify(stored))).toEqual(stored)
  })

  it('ignores junk: unknown fields, wrong values and types, non-persisted fields', () => {
    const junk = {
      mode: 'purple',
      themeColor: 'primary',
      skin: 42,
      contentWidth: null,
      direction: 'RTL',
      navCollapsed: 'yes',
      appBarBlur: false,
      verticalNavToggleType: ['accordion'],
      layout: 'vertical',
      appBar: 'hidden',
      navHidden: false,
      toastPosition: 'bottom-left',
      __proto__: { mode: 'light' },
      evil: '<script>'
    }
    expect(parseStoredSettings(JSON.stringify(junk))).toEqual({ themeColor: 'primary', appBarBlur: false })
  })

  it.each(['', 'not json', '{"mode":', 'null', '42', '"light"', '[]', '[{"mode":"light"}]', 'true'])(
    'ignores an unusable item: %j',
    raw => expect(parseStoredSettings(raw)).toEqual({})
  )

  it('reads nothing from a missing item', () => expect(parseStoredSettings(null)).toEqual({}))
})

describe('readStoredSettings', () => {
  it('overlays the stored fields on the defaults', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ mode: 'light', skin: 'nope' }))
    expect(readStoredSettings(localStorage)).toEqual({ ...defaultSettings, mode: 'light' })
  })

  it('gives the defaults when storage cannot be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      }
    }
    expect(readStoredSettings(broken)).toEqual(defaultSettings)
    expect(readStoredSettings(undefined)).toEqual(defaultSettings)
  })

  it('lists the persisted fields of the spec', () => {
    expect([...persistedFields].sort()).toEqual(
      [
        'themeColor',
        'mode',
        'direction',
        'skin',
        'contentWidth',
        'navCollapsed',
        'appBarBlur',
        'verticalNavToggleType'
      ].sort()
    )
  })
})
