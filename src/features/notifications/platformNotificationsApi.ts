import { currentPlatformConfig } from '@/shared/clientApp'
import { platformConfig } from '@/shared/config/platformConfig'
import { getHttpClient } from '@/shared/http/httpClient'
import type { NotificationsApi } from '@/shared/notifications/NotificationChannel'
import { sessionStore } from '@/shared/storage/browserStorage'

// The platform of this frame: inside Genesys Cloud, the Client App's region (docs/security.md).
const channels = () =>
  `${currentPlatformConfig(sessionStore(), platformConfig).apiBaseUrl}/api/v2/notifications/channels`

/**
 * The platform's Notifications API, called from the browser with the person's own token (localStorage, as
 * every call of this app): the channel is theirs, and the platform checks each topic against their
 * permissions. `token` answers the current one (null: signed out, and nothing is asked).
 */
export function platformNotificationsApi(token: () => string | null): NotificationsApi {
  const headers = () => {
    const current = token()
    if (!current) throw new Error('Not signed in')
    return { Authorization: `Bearer ${current}` }
  }
  return {
    async createChannel() {
      const http = await getHttpClient()
      const { data } = await http.post<{ id: string; connectUri: string }>(channels(), undefined, {
        headers: headers()
      })
      return { id: data.id, connectUri: data.connectUri }
    },
    async replaceTopics(channelId, topics) {
      const http = await getHttpClient()
      await http.put(
        `${channels()}/${encodeURIComponent(channelId)}/subscriptions`,
        topics.map(id => ({ id })),
        { headers: headers() }
      )
    }
  }
}
