import { topicPermission } from '@/shared/notifications/outboundTopics'

/**
 * What the platform's answers to a change of topics say about the topics it would not take. Its documentation
 * says a topic the person may not view is refused, not how: with `ignoreErrors=true` (what this app sends) it
 * answers 200 with each topic's `state` (ChannelTopicEntityListing); a platform that refuses the whole change
 * instead (a 403 or 400) may name the topics (in `details`, or in its message) or only the permissions
 * (`…missing the following permission(s): outbound:schedule:view`). Both are read here.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The topics of `asked` that a 200 answer lists in a state other than Permitted (Rejected…). */
export function rejectedTopicsOf(answer: unknown, asked: readonly string[]): string[] {
  const entities = isRecord(answer) && Array.isArray(answer.entities) ? answer.entities : []
  const rejected = new Set<string>()
  for (const entity of entities) {
    if (!isRecord(entity) || typeof entity.id !== 'string') continue
    if (typeof entity.state === 'string' && entity.state.toLowerCase() !== 'permitted')
      rejected.add(entity.id)
  }
  return asked.filter(topic => rejected.has(topic))
}

const PERMISSION = /\b[a-zA-Z]+:[a-zA-Z]+:[a-zA-Z]+\b/g
/** what follows a topic's name when it is a longer name (`….c1` in `….c1.progress`) */
const LONGER_NAME = /^(?:[\w-]|\.[\w-])/

/** Whether `text` names `topic` itself, not a longer topic it begins. */
function mentions(text: string, topic: string): boolean {
  for (let at = text.indexOf(topic); at >= 0; at = text.indexOf(topic, at + 1))
    if (!LONGER_NAME.test(text.slice(at + topic.length))) return true
  return false
}

/**
 * The topics of `asked` that a refusal's ErrorBody names: topics named in its details (entityId, entityName)
 * or in its message; failing that, the topics that need a permission its message names. Empty: it names none.
 */
export function refusedTopicsOf(body: unknown, asked: readonly string[]): string[] {
  if (!isRecord(body)) return []
  const texts = [body.message, body.messageWithParams].filter(text => typeof text === 'string') as string[]
  const named = new Set<string>()
  for (const detail of Array.isArray(body.details) ? body.details : [])
    if (isRecord(detail))
      for (const value of [detail.entityId, detail.entityName])
        if (typeof value === 'string') named.add(value)
  if (isRecord(body.messageParams))
    for (const value of Object.values(body.messageParams)) texts.push(String(value))
  const byName = asked.filter(topic => named.has(topic) || texts.some(text => mentions(text, topic)))
  if (byName.length > 0) return byName
  const permissions = new Set(texts.flatMap(text => text.match(PERMISSION) ?? []))
  return asked.filter(topic => {
    const needed = topicPermission(topic)
    return needed !== null && permissions.has(needed)
  })
}
