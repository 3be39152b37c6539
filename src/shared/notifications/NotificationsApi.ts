/** The platform's side of a notification channel: POST /api/v2/notifications/channels, PUT …/subscriptions. */
export interface NotificationsApi {
  createChannel(): Promise<{ id: string; connectUri: string }>
  /**
   * Replaces the channel's topics. Answers the topics the platform rejected (the person may not view them:
   * it subscribed the others). Throws TopicsRefusedError when it refused the whole change and said which
   * topics were at fault; anything else thrown is a failure of the channel.
   */
  replaceTopics(channelId: string, topics: readonly string[]): Promise<{ rejected: readonly string[] }>
}

/**
 * The platform refused a change of topics because of some of them (e.g. 403 `missing.permissions`): `topics`
 * are the ones its answer names, to be left out of the next try.
 */
export class TopicsRefusedError extends Error {
  constructor(readonly topics: readonly string[]) {
    super(`Topics refused: ${topics.length}`)
    this.name = 'TopicsRefusedError'
  }
}
