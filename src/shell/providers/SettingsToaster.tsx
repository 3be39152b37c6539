import dynamic from 'next/dynamic'

import { useSettings } from '@/features/settings'

// react-hot-toast is not needed for the first paint: it loads right after, ready before any toast is raised.
const AppToaster = dynamic(() => import('@/shared/ui/AppToaster').then(module => module.AppToaster), {
  ssr: false
})

/** The toasts, at the settings' position (top-right by default). */
export function SettingsToaster() {
  const { settings } = useSettings()
  return <AppToaster position={settings.toastPosition} />
}
