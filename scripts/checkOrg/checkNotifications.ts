import WebSocket from 'ws'

import type { ModelCheck } from '../../contract/modelCheck'
import { HEARTBEAT_TOPIC } from '../../contract/sdkTopics'
import {
  campaignScheduleTopic,
  campaignTopic,
  progressTopic,
  sequenceTopic,
  statsTopic
} from '../../src/shared/notifications/outboundTopics'
import type { PlatformHttp } from './createPlatformHttp'
import type { FoundIds } from './foundIds'
import { outcomeOf } from './checkOperations'
import type { Finding, NotificationsResult } from './orgReport'

const CHANNELS = '/api/v2/notifications/channels'
const SUBSCRIPTIONS = '/api/v2/notifications/channels/{channelId}/subscriptions'
const OPEN_TIMEOUT_MS = 10_000
const CAMPAIGNS_FOLLOWED = 3

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The topics the app's pages follow, for a few of the organisation's campaigns and one sequence. */
export function topicsFor(found: FoundIds): string[] {
  const campaigns = found.campaigns.slice(0, CAMPAIGNS_FOLLOWED).map(campaign => campaign.id)
  return [
    ...campaigns.flatMap(id => [
      campaignTopic(id),
      progressTopic(id),
      statsTopic(id),
      campaignScheduleTopic(id)
    ]),
    ...(found.ids.sequence ? [sequenceTopic(found.ids.sequence)] : [])
  ]
}

function openSocket(uri: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(uri)
    const timer = setTimeout(() => {
      socket.terminate()
      reject(new Error(`no connection in ${OPEN_TIMEOUT_MS / 1000} s`))
    }, OPEN_TIMEOUT_MS)
    socket.once('open', () => (clearTimeout(timer), resolve(socket)))
    socket.once('error', error => (clearTimeout(timer), reject(error)))
  })
}

type Outcome = { result: NotificationsResult; findings: Finding[] }

const failed = (text: string, result: Partial<NotificationsResult> = {}): Outcome => ({
  result: { channel: 'failed', topics: [], listenedSeconds: 0, heartbeats: 0, violations: [], ...result },
  findings: [{ mark: 'fail', text }]
})

/**
 * A few seconds of the Notifications API as the app's pages use it: one channel (`POST …/channels`), its
 * WebSocket, the app's topics for a few campaigns (`PUT …/subscriptions?ignoreErrors=true`: each topic
 * permitted or rejected, with why), then every event checked against its topic's SDK model.
 */
export async function checkNotifications(
  http: PlatformHttp,
  check: ModelCheck,
  found: FoundIds,
  listenSeconds: number
): Promise<Outcome> {
  const topics = topicsFor(found)
  if (topics.length === 0)
    return {
      result: { channel: 'skipped', topics: [], listenedSeconds: 0, heartbeats: 0, violations: [] },
      findings: [{ mark: 'note', text: 'not checked: no campaign to follow (none could be read)' }]
    }

  const created = await http.call({ method: 'POST', route: CHANNELS })
  const channel = outcomeOf(`POST ${CHANNELS}`, 'viewCampaigns', created)
  const body = isRecord(created.body) ? created.body : {}
  if (channel.outcome !== 'ok' || typeof body.id !== 'string' || typeof body.connectUri !== 'string')
    return failed(
      `POST ${CHANNELS}: ${channel.message ?? 'no channel in the answer'}: the pages are not live`
    )

  let socket: WebSocket
  try {
    socket = await openSocket(body.connectUri)
  } catch (error) {
    return failed(
      `the channel's WebSocket did not open (${(error as Error).message}): the pages are not live`
    )
  }
  const events = new Map<string, number>()
  const violations: NotificationsResult['violations'] = []
  const seen = new Set<string>()
  // a socket the platform drops while the check listens: said in the report, never a crash
  let dropped = false
  socket.on('error', () => undefined)
  socket.on('close', () => (dropped = true))
  socket.on('message', data => {
    let message: unknown
    try {
      message = JSON.parse(String(data))
    } catch {
      return
    }
    if (!isRecord(message) || typeof message.topicName !== 'string') return
    events.set(message.topicName, (events.get(message.topicName) ?? 0) + 1)
    const violation = check.event(message.topicName, message.eventBody)
    // one line per way an event strays, not one per event (progress speaks every few seconds)
    if (!violation) return
    const key = `${violation.what}\n${violation.problems.join('\n')}`
    if (seen.has(key)) return
    seen.add(key)
    violations.push(violation)
  })

  const subscribed = await http.call({
    method: 'PUT',
    route: SUBSCRIPTIONS,
    params: [body.id],
    query: { ignoreErrors: true },
    body: topics.map(id => ({ id }))
  })
  const subscription = outcomeOf(`PUT ${SUBSCRIPTIONS}`, 'viewCampaigns', subscribed)
  if (subscription.outcome !== 'ok') {
    socket.close()
    return failed(`PUT ${SUBSCRIPTIONS}: ${subscription.message}: the pages are not live`, {
      channel: 'open'
    })
  }
  const listed = (
    isRecord(subscribed.body) && Array.isArray(subscribed.body.entities) ? subscribed.body.entities : []
  ).filter(isRecord)
  if (listenSeconds > 0) await new Promise(resolve => setTimeout(resolve, listenSeconds * 1000))
  const droppedEarly = dropped
  socket.close()

  const result: NotificationsResult = {
    channel: 'open',
    topics: topics.map(topic => {
      const entry = listed.find(entity => entity.id === topic)
      const reason =
        typeof entry?.rejectionReason === 'string'
          ? entry.rejectionReason
          : Array.isArray(entry?.missingPermissions)
            ? `missing ${entry.missingPermissions.join(', ')}`
            : undefined
      return {
        topic,
        state: typeof entry?.state === 'string' ? entry.state : 'Unlisted',
        ...(reason ? { reason } : {}),
        events: events.get(topic) ?? 0
      }
    }),
    listenedSeconds: listenSeconds,
    heartbeats: events.get(HEARTBEAT_TOPIC) ?? 0,
    violations
  }
  const modelNotes = [created, subscribed].flatMap(answer =>
    answer.violation
      ? [
          {
            mark: 'note' as const,
            text: `${answer.violation.what}: outside ${answer.violation.model}`,
            details: answer.violation.problems
          }
        ]
      : []
  )
  const dropNote: Finding[] = droppedEarly
    ? [
        {
          mark: 'note',
          text: 'the platform closed the WebSocket while the check listened (the app opens a new one)'
        }
      ]
    : []
  return { result, findings: [...notificationFindings(result), ...dropNote, ...modelNotes] }
}

export function notificationFindings(result: NotificationsResult): Finding[] {
  const findings: Finding[] = [{ mark: 'ok', text: 'channel created and its WebSocket open' }]
  for (const topic of result.topics) {
    if (/^permitted$/i.test(topic.state))
      findings.push({ mark: 'ok', text: `${topic.topic}: permitted, ${topic.events} event(s)` })
    else if (/^rejected$/i.test(topic.state) || topic.reason)
      findings.push({ mark: 'fail', text: `${topic.topic}: rejected (${topic.reason ?? 'no reason given'})` })
    else findings.push({ mark: 'note', text: `${topic.topic}: ${topic.state} in the answer` })
  }
  const total = result.topics.reduce((sum, topic) => sum + topic.events, 0)
  if (result.listenedSeconds === 0) findings.push({ mark: 'note', text: 'not listened (--listen-seconds 0)' })
  else if (total === 0)
    findings.push({
      mark: 'note',
      text: `no event in ${result.listenedSeconds} s: nothing changed on these campaigns meanwhile (not a failure)`
    })
  else findings.push({ mark: 'ok', text: `${total} event(s) in ${result.listenedSeconds} s` })
  for (const violation of result.violations)
    findings.push({
      mark: 'note',
      text: `${violation.what}: outside ${violation.model}`,
      details: violation.problems
    })
  return findings
}
