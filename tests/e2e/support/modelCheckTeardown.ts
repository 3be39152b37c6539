/**
 * After the end-to-end run: the emulator (started with GENESYS_EMULATOR_CHECK_MODELS=1) checked every answer,
 * accepted request and notification of the run against the official SDK's models. Any violation fails the run,
 * named; what it checked goes to test-results/model-check/ for the coverage step (scripts/modelCheckCoverage.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { ModelViolation } from '../../../contract/modelCheck'
import { describeViolations, type CheckedItem } from '../../../contract/modelCheckLog'
import { EMULATOR_URL } from './testEnvironment'

export default async function modelCheckTeardown() {
  const response = await fetch(`${EMULATOR_URL}/__emulator/model-check`)
  const report = (await response.json()) as {
    enabled: boolean
    violations: ModelViolation[]
    checked: CheckedItem[]
  }
  if (!report.enabled) throw new Error('The end-to-end emulator ran without the SDK model check')
  const folder = path.join(process.cwd(), 'test-results', 'model-check')
  mkdirSync(folder, { recursive: true })
  writeFileSync(path.join(folder, 'e2e.json'), JSON.stringify(report.checked))
  if (report.violations.length > 0)
    throw new Error(`The emulator strayed from the SDK's models:\n${describeViolations(report.violations)}`)
}
