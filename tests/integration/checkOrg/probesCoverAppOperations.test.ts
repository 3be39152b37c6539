/**
 * The preflight calls every read-only operation the app uses (contract/appPlatformUse.ts, which the model
 * check's coverage step holds to the app's code), and nothing the app does not use: a new read in the app is a
 * new line in the admin's report, not a blind spot.
 */
import { APP_OPERATIONS } from '../../../contract/appPlatformUse'
import { pathKey } from '../../../contract/sdkOperations'
import { OPERATION_PROBES } from '../../../scripts/checkOrg/operationProbes'

const probed = new Set(OPERATION_PROBES.map(probe => pathKey(probe.method, probe.route)))
// users/me is the identity step's own call, before the probes; a download needs an export, which is a write
probed.add(pathKey('GET', '/api/v2/users/me'))
probed.add(pathKey('GET', '/api/v2/downloads/{downloadId}'))

test('every read-only operation the app uses is probed', () => {
  const missing = APP_OPERATIONS.filter(op => op.readOnly && !probed.has(pathKey(op.method, op.path)))
  expect(missing.map(op => `${op.method} ${op.path}`)).toEqual([])
})

test('every probe is an operation the app uses, and only reads', () => {
  const used = new Map(APP_OPERATIONS.map(op => [pathKey(op.method, op.path), op]))
  const strays = OPERATION_PROBES.filter(probe => !used.get(pathKey(probe.method, probe.route))?.readOnly)
  expect(strays.map(probe => `${probe.method} ${probe.route}`)).toEqual([])
})
