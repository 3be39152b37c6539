import { act, render, screen } from '@testing-library/react'
import { useEffect } from 'react'

import { defaultSettings } from './model/defaultSettings'
import { SETTINGS_STORAGE_KEY } from './model/settingsStorage'
import type { Settings } from './model/settingsTypes'
import { useSettings, type SettingsContextValue } from './SettingsContext'
import { SettingsProvider } from './SettingsProvider'

/** A controllable `(max-width: 1199.95px)` media query. */
function mockScreen(belowLg: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>()
  const query = {
    matches: belowLg,
    media: '',
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener)
  }
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia
  return {
    resize(nowBelowLg: boolean) {
      query.matches = nowBelowLg
      act(() => listeners.forEach(listener => listener({ matches: nowBelowLg } as MediaQueryListEvent)))
    }
  }
}

const context = {} as SettingsContextValue
function Probe() {
  const value = useSettings()
  useEffect(() => {
    Object.assign(context, value)
  })
  return <output data-testid="settings">{JSON.stringify(value.settings)}</output>
}
const shown = (): Settings => JSON.parse(screen.getByTestId('settings').textContent ?? '{}')
const stored = () => JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null')
const root = document.documentElement

beforeEach(() => {
  localStorage.clear()
  for (const name of [...root.attributes].map(a => a.name)) root.removeAttribute(name)
})

describe('SettingsProvider', () => {
  it('starts with the defaults, writes nothing and shows them on <html>', () => {
    mockScreen(false)
    render(
      <SettingsProvider>
        <Probe />
      </SettingsProvider>
    )
    expect(shown()).toEqual(defaultSettings)
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull()
    expect(root).toHaveAttribute('data-mode', 'dark')
    expect(root).toHaveAttribute('data-skin', 'bordered')
    expect(root).toHaveAttribute('dir', 'ltr')
  })

  it('reads the stored settings, ignoring junk', () => {
    mockScreen(false)
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ mode: 'light', themeColor: 'info', contentWidth: 'wide', layout: 'vertical' })
    )
    render(
      <SettingsProvider>
        <Probe />
      </SettingsProvider>
    )
    expect(shown()).toEqual({ ...defaultSettings, mode: 'light', themeColor: 'info' })
    expect(root).toHaveAttribute('data-mode', 'light')
    expect(root).toHaveAttribute('data-theme-color', 'info')
  })

  it('saves: shows the change and stores exactly the persisted fields', () => {
    mockScreen(false)
    render(
      <SettingsProvider>
        <Probe />
      </SettingsProvider>
    )
    act(() =>
      context.saveSettings({
        mode: 'light',
        direction: 'rtl',
        appBar: 'static',
        toastPosition: 'bottom-left'
      })
    )
    expect(shown()).toMatchObject({
      mode: 'light',
      direction: 'rtl',
      appBar: 'static',
      toastPosition: 'bottom-left'
    })
    expect(root).toHaveAttribute('dir', 'rtl')
    expect(stored()).toEqual({
      themeColor: 'primary',
      mode: 'light',
      direction: 'rtl',
      skin: 'bordered',
      contentWidth: 'full',
      navCollapsed: false,
      appBarBlur: true,
      verticalNavToggleType: 'accordion'
    })
  })

  it('forces the vertical layout below 1200 px and brings the horizontal one back above', () => {
    const screenSize = mockScreen(true)
    render(
      <SettingsProvider>
        <Probe />
      </SettingsProvider>
    )
    expect(shown()).toMatchObject({ layout: 'vertical', lastLayout: 'horizontal' })
    screenSize.resize(false)
    expect(shown()).toMatchObject({ layout: 'horizontal', lastLayout: 'horizontal' })
    screenSize.resize(true)
    expect(shown()).toMatchObject({ layout: 'vertical', lastLayout: 'horizontal' })
  })

  it('keeps semi-dark on a narrow screen; widening makes it default, and that is stored', () => {
    const screenSize = mockScreen(true)
    render(
      <SettingsProvider>
        <Probe />
      </SettingsProvider>
    )
    act(() => context.saveSettings({ skin: 'semi-dark', appBar: 'hidden' }))
    expect(shown()).toMatchObject({ layout: 'vertical', skin: 'semi-dark', appBar: 'hidden' })
    expect(stored().skin).toBe('semi-dark')
    screenSize.resize(false)
    expect(shown()).toMatchObject({ layout: 'horizontal', skin: 'default', appBar: 'fixed' })
    expect(stored().skin).toBe('default')
  })

  it('shows a stored semi-dark skin as default on a wide screen and stores the correction', () => {
    mockScreen(false)
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ skin: 'semi-dark', mode: 'light' }))
    render(
      <SettingsProvider>
        <Probe />
      </SettingsProvider>
    )
    expect(shown().skin).toBe('default')
    expect(root).toHaveAttribute('data-skin', 'default')
    expect(stored()).toMatchObject({ skin: 'default', mode: 'light' })
  })

  it('follows a change made in another tab', () => {
    mockScreen(false)
    render(
      <SettingsProvider>
        <Probe />
      </SettingsProvider>
    )
    const newValue = JSON.stringify({ ...stored(), mode: 'light', themeColor: 'warning' })
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_STORAGE_KEY, newValue }))
    })
    expect(shown()).toMatchObject({ mode: 'light', themeColor: 'warning' })
  })
})
