/**
 * Every emulator a test file starts checks itself against the official SDK's models (docs/emulator.md, "SDK
 * model check"): each answer, each request the emulator took and each notification. A file whose calls broke a
 * model fails, naming the call, the model and what did not match.
 */
import { describeViolations, takeViolations } from '../../contract/violationLog'

process.env.GENESYS_EMULATOR_CHECK_MODELS = '1'

afterAll(() => {
  const violations = takeViolations()
  if (violations.length > 0)
    throw new Error(`The emulator strayed from the SDK's models:\n${describeViolations(violations)}`)
})
