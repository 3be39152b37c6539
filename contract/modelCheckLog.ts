/**
 * What the SDK model check saw in this process (under Jest: in this test file): every violation, and every
 * operation and topic it checked, with whether the app made the call. An emulator started with the model
 * check records here, so a test harness can fail the file that caused a violation, and a full run can show
 * that every operation the app uses was checked (scripts/modelCheckCoverage.ts).
 */
import type { ModelViolation } from './modelCheck'

export interface CheckedItem {
  kind: 'operation' | 'topic'
  /** `METHOD /sdk/path/{template}` for an operation, the topic's template for an event */
  key: string
  /** the app's own call (its User-Agent or a browser's Origin), not a test's */
  byApp: boolean
}

const violations: ModelViolation[] = []
const checked = new Map<string, CheckedItem>()

export function recordViolation(violation: ModelViolation): void {
  violations.push(violation)
}

export function recordChecked(item: CheckedItem): void {
  const id = `${item.kind} ${item.key} ${item.byApp}`
  if (!checked.has(id)) checked.set(id, item)
}

/** what was recorded since the last call, and forgets it */
export function takeViolations(): ModelViolation[] {
  return violations.splice(0, violations.length)
}

export function takeChecked(): CheckedItem[] {
  const items = [...checked.values()]
  checked.clear()
  return items
}

/** One violation per paragraph: what, the model, and what is wrong. */
export const describeViolations = (found: readonly ModelViolation[]) =>
  found.map(v => `${v.what} against ${v.model}:\n  - ${v.problems.join('\n  - ')}`).join('\n')
