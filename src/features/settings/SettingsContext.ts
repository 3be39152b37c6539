import { createContext, useContext } from 'react'

import type { Settings } from './model/settingsTypes'

export interface SettingsContextValue {
  settings: Settings
  /** Applies a change (with the layout rules), shows it and keeps the persisted fields. */
  saveSettings: (change: Partial<Settings>) => void
}

export const SettingsContext = createContext<SettingsContextValue | null>(null)

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext)
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>.')
  return value
}
