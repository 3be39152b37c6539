/**
 * Every model violation seen in this process (or, under Jest, in this test file): an emulator started with the
 * model check records here too, so a test harness can fail the file that caused one without reaching into
 * each emulator it started.
 */
import type { ModelViolation } from './modelCheck'

const seen: ModelViolation[] = []

export function recordViolation(violation: ModelViolation): void {
  seen.push(violation)
}

/** what was recorded since the last call, and forgets it */
export function takeViolations(): ModelViolation[] {
  return seen.splice(0, seen.length)
}

/** One violation per paragraph: what, the model, and what is wrong. */
export const describeViolations = (violations: readonly ModelViolation[]) =>
  violations.map(v => `${v.what} against ${v.model}:\n  - ${v.problems.join('\n  - ')}`).join('\n')
