import { type NotificationsApi, TopicsRefusedError } from './NotificationsApi'

/** the platform's limit per channel */
export const MAX_TOPICS = 1000

/** How one sending of the topics ended: subscribed, overtaken (another channel since), or failed. */
export type SendOutcome = 'sent' | 'stale' | 'failed'

/**
 * A channel's topics on the platform (NotificationChannel's part): every topic the page asks for, sent as one
 * set, one PUT at a time — two in flight could reach the platform in either order and leave the older set
 * subscribed, and topics asked for while one is in flight (a page's rows arriving as the channel opens) are
 * sent when it is done. Topics the platform rejects (the person may not view them) are left out while the
 * channel lives, and said (`getRejected`, `onRejected`) so that the pages that asked for them poll: either it
 * subscribes the others and lists the rejected ones, or it refuses the change naming them, and the set is
 * sent again without them.
 */
export class ChannelTopics {
  /** the topics the platform has for the channel now (null: none sent yet) */
  private sentTopics: string | null = null
  private sending: { generation: number; done: Promise<SendOutcome> } | null = null
  private sendAgain = false
  private rejected: ReadonlySet<string> = new Set()
  private readonly rejectedListeners = new Set<() => void>()

  constructor(
    private readonly api: NotificationsApi,
    private readonly asked: () => Iterable<string>
  ) {}

  /** Every topic asked for and not rejected, at most MAX_TOPICS (the first asked for first). */
  topics(): string[] {
    const all = new Set<string>()
    for (const topic of this.asked()) if (!this.rejected.has(topic)) all.add(topic)
    return [...all].slice(0, MAX_TOPICS)
  }

  getRejected(): ReadonlySet<string> {
    return this.rejected
  }

  onRejected(listener: () => void): () => void {
    this.rejectedListeners.add(listener)
    return () => this.rejectedListeners.delete(listener)
  }

  /** A new channel: nothing sent yet, and every topic tried again (a permission may have been granted since). */
  reset(): void {
    this.sentTopics = null
    this.setRejected(new Set())
  }

  /**
   * Sends the topics until the platform has the current set. `channelIdOf` answers the channel's id, or null
   * once it is not the current channel any more. A sending already under way for `generation` is joined.
   */
  send(generation: number, channelIdOf: () => string | null): Promise<SendOutcome> {
    if (this.sending?.generation === generation) {
      this.sendAgain = true
      return this.sending.done
    }
    const done = this.sendUntilCurrent(channelIdOf).finally(() => {
      if (this.sending?.done === done) this.sending = null
    })
    this.sending = { generation, done }
    return done
  }

  private async sendUntilCurrent(channelIdOf: () => string | null): Promise<SendOutcome> {
    try {
      for (;;) {
        this.sendAgain = false
        const channelId = channelIdOf()
        if (!channelId) return 'stale'
        const topics = this.topics()
        const key = topics.join('\n')
        if (key === this.sentTopics) return 'sent'
        const answer = await this.put(channelId, topics)
        if (!channelIdOf()) return 'stale'
        this.reject(answer.rejected)
        if (answer.refused) continue // again, without the topics it named
        // the platform holds the topics it did not reject
        this.sentTopics = topics.filter(topic => !this.rejected.has(topic)).join('\n')
        if (!this.sendAgain && this.topics().join('\n') === this.sentTopics) return 'sent'
      }
    } catch {
      return channelIdOf() ? 'failed' : 'stale'
    }
  }

  /** One PUT; a refusal that names no topic still asked for (or only rejected ones) is a failure. */
  private async put(
    channelId: string,
    topics: readonly string[]
  ): Promise<{ rejected: readonly string[]; refused: boolean }> {
    try {
      const { rejected } = await this.api.replaceTopics(channelId, topics)
      return { rejected: rejected.filter(topic => topics.includes(topic)), refused: false }
    } catch (error) {
      if (!(error instanceof TopicsRefusedError)) throw error
      const named = error.topics.filter(topic => topics.includes(topic) && !this.rejected.has(topic))
      if (named.length === 0) throw error
      return { rejected: named, refused: true }
    }
  }

  private reject(topics: readonly string[]) {
    const fresh = topics.filter(topic => !this.rejected.has(topic))
    if (fresh.length > 0) this.setRejected(new Set([...this.rejected, ...fresh]))
  }

  private setRejected(rejected: ReadonlySet<string>) {
    if (rejected.size === 0 && this.rejected.size === 0) return
    this.rejected = rejected
    for (const listener of [...this.rejectedListeners]) listener()
  }
}
