/**
 * The emulator checking itself against the official SDK (`GENESYS_EMULATOR_CHECK_MODELS=1`, on in every test
 * run): each answer, request body and notification is read against the SDK's model for it, and whatever does
 * not match is kept, for `GET /__emulator/model-check` and for the test run that asserts none. Loaded only
 * when asked for: the SDK's typings and the schema generator are dev dependencies.
 */
import type { ModelViolation } from '../../../contract/modelCheck'
import type { PlatformObserver } from './platformObserver'

export interface ModelCheckRecorder extends PlatformObserver {
  readonly violations: ModelViolation[]
  /** the SDK operations and topics checked since the start (or the last clear) */
  checked(): { operations: string[]; topics: string[] }
  clear(): void
}

export async function createModelCheckRecorder(
  routes: readonly { method: string; path: string }[]
): Promise<ModelCheckRecorder> {
  const { createModelCheck } = await import('../../../contract/modelCheck')
  const { recordViolation } = await import('../../../contract/violationLog')
  let check = createModelCheck(routes)
  const violations: ModelViolation[] = []
  const keep = (violation: ModelViolation | null) => {
    if (!violation) return
    violations.push(violation)
    recordViolation(violation)
  }
  return {
    violations,
    exchange: exchange => keep(check.exchange(exchange)),
    event: (topicName, eventBody) => keep(check.event(topicName, eventBody)),
    checked: () => ({
      operations: [...check.checked.operations].sort(),
      topics: [...check.checked.topics].sort()
    }),
    clear() {
      violations.length = 0
      check = createModelCheck(routes)
    }
  }
}
