import { defaultSettings } from './defaultSettings'
import { documentAttributesOf } from './documentAttributes'
import { settingsScript } from './settingsScript'
import { resolveSettings } from './settingsRules'
import { readStoredSettings, SETTINGS_STORAGE_KEY } from './settingsStorage'

const root = document.documentElement

function runScript(belowLg: boolean) {
  window.matchMedia = ((query: string) => ({ matches: belowLg, media: query })) as typeof window.matchMedia
  // The script is what _document inlines: run it as the browser would.
  new Function(settingsScript)()
}

const attributesOfRoot = () => Object.fromEntries([...root.attributes].map(a => [a.name, a.value]))

/** What the app itself shows for the stored item (the rules of settingsRules.ts). */
const expected = (belowLg: boolean) =>
  documentAttributesOf(resolveSettings(readStoredSettings(localStorage), { belowLg }))

const storedItems: (string | null)[] = [
  null,
  '',
  'garbage',
  'null',
  '[]',
  '{}',
  JSON.stringify({ mode: 'light' }),
  JSON.stringify({ mode: 'light', themeColor: 'warning', skin: 'default', contentWidth: 'boxed' }),
  JSON.stringify({ skin: 'semi-dark', direction: 'rtl', appBarBlur: false }),
  JSON.stringify({ mode: 'sepia', themeColor: 'pink', skin: 'glass', direction: 'up', appBarBlur: 'no' }),
  JSON.stringify({
    themeColor: 'error',
    mode: 'dark',
    direction: 'ltr',
    skin: 'bordered',
    contentWidth: 'full',
    navCollapsed: true,
    appBarBlur: true,
    verticalNavToggleType: 'collapse'
  })
]

beforeEach(() => {
  localStorage.clear()
  for (const name of [...root.attributes].map(a => a.name)) root.removeAttribute(name)
})

describe('the inline settings script', () => {
  for (const belowLg of [false, true]) {
    it.each(storedItems)(
      `sets what the app shows (${belowLg ? 'narrow' : 'wide'} screen), stored %s`,
      item => {
        if (item !== null) localStorage.setItem(SETTINGS_STORAGE_KEY, item)
        runScript(belowLg)
        expect(attributesOfRoot()).toEqual(expected(belowLg))
      }
    )
  }

  it('shows the defaults when nothing is stored', () => {
    runScript(false)
    expect(attributesOfRoot()).toEqual(documentAttributesOf(defaultSettings))
    expect(root.getAttribute('data-mode')).toBe('dark')
  })

  it('does not throw when storage is unavailable', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    expect(() => runScript(false)).not.toThrow()
    expect(root.getAttribute('data-mode')).toBe('dark')
    getItem.mockRestore()
  })
})
