import { platformConfig } from '@/shared/config/platformConfig'
import { regionHeaders } from '@/shared/config/regionHeader'
import { sessionStore } from '@/shared/storage/browserStorage'

import { currentPlatformConfig } from './clientAppStart'

/**
 * The region header for a call to the app's own API from this frame: its Client App region when that is not
 * the build's default (the server then calls that region's platform with the person's token), none otherwise.
 */
export const platformRegionHeaders = (): Record<string, string> =>
  regionHeaders(currentPlatformConfig(sessionStore(), platformConfig), platformConfig)
