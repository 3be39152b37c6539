/**
 * The emulator checking itself against the official SDK (`GENESYS_EMULATOR_CHECK_MODELS=1`, on in every test
 * run): each answer, request body and notification is read against the SDK's model for it. Whatever does not
 * match is kept, and so is what was checked (and whether the app made the call), for
 * `GET /__emulator/model-check` and for the test run that asserts no violation and full coverage. Loaded only
 * when asked for: the SDK's typings and the schema generator are dev dependencies.
 */
import type { ModelViolation } from '../../../contract/modelCheck'
import type { CheckedItem } from '../../../contract/modelCheckLog'
import type { PlatformObserver } from './platformObserver'

export interface ModelCheckRecorder extends PlatformObserver {
  readonly violations: ModelViolation[]
  /** the SDK operations and topics checked since the start (or the last clear) */
  checked(): CheckedItem[]
  clear(): void
}

export async function createModelCheckRecorder(
  routes: readonly { method: string; path: string }[]
): Promise<ModelCheckRecorder> {
  const { createModelCheck } = await import('../../../contract/modelCheck')
  const { recordChecked, recordViolation } = await import('../../../contract/modelCheckLog')
  const { APP_USER_AGENT_PREFIX } = await import('../../../contract/appPlatformUse')
  const { topicOf } = await import('../../../contract/sdkTopics')
  const check = createModelCheck(routes)
  const violations: ModelViolation[] = []
  const checked = new Map<string, CheckedItem>()
  const keep = (violation: ModelViolation | null) => {
    if (!violation) return
    violations.push(violation)
    recordViolation(violation)
  }
  const note = (item: CheckedItem) => {
    checked.set(`${item.kind} ${item.key} ${item.byApp}`, item)
    recordChecked(item)
  }
  return {
    violations,
    exchange(exchange) {
      keep(check.exchange(exchange))
      const operation = check.operationOf(exchange.method, exchange.route)
      if (!operation) return
      const byApp = Boolean(exchange.userAgent?.startsWith(APP_USER_AGENT_PREFIX) || exchange.origin)
      note({ kind: 'operation', key: `${operation.method} ${operation.path}`, byApp })
    },
    event(topicName, eventBody) {
      keep(check.event(topicName, eventBody))
      const topic = topicOf(topicName)?.topic
      if (topic) note({ kind: 'topic', key: topic, byApp: false })
    },
    checked: () => [...checked.values()],
    clear() {
      violations.length = 0
      checked.clear()
    }
  }
}
