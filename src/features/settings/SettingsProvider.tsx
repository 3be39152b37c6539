import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'

import { BELOW_LG_QUERY } from '@/theme'

import { defaultSettings } from './model/defaultSettings'
import { applyDocumentAttributes } from './model/documentAttributes'
import { resolveSettings, updateSettings, type Viewport } from './model/settingsRules'
import {
  parseStoredSettings,
  readStoredSettings,
  SETTINGS_STORAGE_KEY,
  toPersistedSettings,
  writeStoredSettings
} from './model/settingsStorage'
import type { Settings } from './model/settingsTypes'
import { SettingsContext, type SettingsContextValue } from './SettingsContext'

const browserStorage = (): Storage | undefined => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

const persistedJson = (settings: Settings) => JSON.stringify(toPersistedSettings(settings))

interface State {
  settings: Settings
  /** false until the stored settings and the screen width have been read (after hydration) */
  loaded: boolean
}

/**
 * Holds the display settings. The server and the first client render use the defaults (no hydration
 * mismatch); the stored settings and the screen width are read right after hydration, before the browser
 * paints. The look itself never waits for React: the inline script in _document has already set the
 * attributes of <html> from the same storage (settingsScript.ts), and this provider keeps them up to date.
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ settings: defaultSettings, loaded: false })
  const viewport = useRef<Viewport>({ belowLg: false })
  const mustWrite = useRef(false)

  useLayoutEffect(() => {
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(BELOW_LG_QUERY) : null
    viewport.current = { belowLg: query?.matches ?? false }
    setState(current => ({
      loaded: true,
      settings: resolveSettings(
        { ...current.settings, ...toPersistedSettings(readStoredSettings(browserStorage())) },
        viewport.current
      )
    }))

    const onViewportChange = (event: MediaQueryListEvent) => {
      viewport.current = { belowLg: event.matches }
      setState(current => ({ ...current, settings: resolveSettings(current.settings, viewport.current) }))
    }
    // Another tab changed the settings: follow.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SETTINGS_STORAGE_KEY || event.newValue === null) return
      const stored = parseStoredSettings(event.newValue)
      setState(current => ({
        ...current,
        settings: resolveSettings({ ...current.settings, ...stored }, viewport.current)
      }))
    }
    query?.addEventListener('change', onViewportChange)
    window.addEventListener('storage', onStorage)
    return () => {
      query?.removeEventListener('change', onViewportChange)
      window.removeEventListener('storage', onStorage)
    }
  }, [])

  const { settings, loaded } = state

  // Before paint: the document shows the settings.
  useLayoutEffect(() => {
    if (loaded) applyDocumentAttributes(document.documentElement, settings)
  }, [settings, loaded])

  // The persisted fields are written when they were saved, or when a rule changed them (a stored semi-dark
  // skin shown in the horizontal layout becomes default); reading alone writes nothing.
  useEffect(() => {
    if (!loaded) return
    const storage = browserStorage()
    if (mustWrite.current || persistedJson(readStoredSettings(storage)) !== persistedJson(settings)) {
      mustWrite.current = false
      writeStoredSettings(storage, settings)
    }
  }, [settings, loaded])

  const saveSettings = useCallback((change: Partial<Settings>) => {
    mustWrite.current = true
    setState(current => ({
      ...current,
      settings: updateSettings(current.settings, change, viewport.current)
    }))
  }, [])

  const value = useMemo<SettingsContextValue>(() => ({ settings, saveSettings }), [settings, saveSettings])
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>
}
