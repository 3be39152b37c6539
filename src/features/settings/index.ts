export { SettingsProvider } from './SettingsProvider'
export { useSettings } from './SettingsContext'
export type { SettingsContextValue } from './SettingsContext'
export { CustomizerDrawer, CustomizerToggle } from './components/CustomizerToggle'
export { ModeToggle } from './components/ModeToggle'
export { defaultSettings, ROUTING_LOADER } from './model/defaultSettings'
export { settingsScript } from './model/settingsScript'
export { SETTINGS_STORAGE_KEY, persistedFields } from './model/settingsStorage'
export { settingOptions } from './model/settingsTypes'
export type {
  AppBarType,
  ContentWidth,
  Direction,
  Layout,
  Mode,
  Settings,
  Skin,
  ThemeColor,
  ToastPosition,
  VerticalNavToggleType
} from './model/settingsTypes'
