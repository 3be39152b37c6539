import { currentPlatformConfig } from '@/shared/clientApp'
import { platformConfig } from '@/shared/config/platformConfig'
import { getHttpClient, isHttpError } from '@/shared/http/httpClient'
import { type NotificationsApi, TopicsRefusedError } from '@/shared/notifications/NotificationsApi'
import { sessionStore } from '@/shared/storage/browserStorage'

import { refusedTopicsOf, rejectedTopicsOf } from './subscriptionAnswers'

// The platform of this frame: inside Genesys Cloud, the Client App's region (docs/security.md).
const channels = () =>
  `${currentPlatformConfig(sessionStore(), platformConfig).apiBaseUrl}/api/v2/notifications/channels`

/**
 * The platform's Notifications API, called from the browser with the person's own token (localStorage, as
 * every call of this app): the channel is theirs, and the platform checks each topic against their
 * permissions. `token` answers the current one (null: signed out, and nothing is asked). Topics are sent with
 * `ignoreErrors=true`: the platform then subscribes the ones the person may view and lists the others as
 * rejected, instead of refusing the whole set; a refusal all the same (400, 403) that names topics is
 * TopicsRefusedError, so that the channel tries again without them.
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
      try {
        const { data } = await http.put<unknown>(
          `${channels()}/${encodeURIComponent(channelId)}/subscriptions`,
          topics.map(id => ({ id })),
          { headers: headers(), params: { ignoreErrors: true } }
        )
        return { rejected: rejectedTopicsOf(data, topics) }
      } catch (error) {
        const status = isHttpError(error) ? error.response?.status : undefined
        if (status !== 400 && status !== 403) throw error
        const named = refusedTopicsOf(isHttpError(error) ? error.response?.data : undefined, topics)
        if (named.length === 0) throw error
        throw new TopicsRefusedError(named)
      }
    }
  }
}
