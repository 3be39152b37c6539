/**
 * Every emulator a test file starts checks itself against the official SDK's models (docs/emulator.md, "SDK
 * model check"): each answer, each request the emulator took and each notification. A file whose calls broke a
 * model fails, naming the call, the model and what did not match.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { describeViolations, takeChecked, takeViolations } from '../../contract/modelCheckLog'

process.env.GENESYS_EMULATOR_CHECK_MODELS = '1'

/** where each file leaves what it checked, for the run's coverage step (scripts/modelCheckCoverage.ts) */
export const COVERAGE_FOLDER = path.join(process.cwd(), 'test-results', 'model-check')

afterAll(() => {
  const checked = takeChecked()
  if (checked.length > 0) {
    mkdirSync(COVERAGE_FOLDER, { recursive: true })
    const name = path.basename(expect.getState().testPath ?? 'unknown').replace(/\W+/g, '-')
    writeFileSync(path.join(COVERAGE_FOLDER, `${name}-${process.pid}.json`), JSON.stringify(checked))
  }
  const violations = takeViolations()
  if (violations.length > 0)
    throw new Error(`The emulator strayed from the SDK's models:\n${describeViolations(violations)}`)
})
