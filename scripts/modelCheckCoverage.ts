/**
 * The SDK model check's coverage, after the integration, contract and end-to-end tests (`npm test` runs it
 * last): every Platform API operation and topic the app uses (contract/appPlatformUse.ts) was checked against
 * the official SDK's model at least once, and the app made no call that list does not name. Each test file
 * (tests/support/modelCheck.setup.ts) and the end-to-end run (tests/e2e/support/modelCheckTeardown.ts) leave
 * what they checked in test-results/model-check/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { APP_OPERATIONS, APP_TOPICS } from '../contract/appPlatformUse'
import type { CheckedItem } from '../contract/modelCheckLog'
import { pathKey } from '../contract/sdkOperations'

const folder = path.join(process.cwd(), 'test-results', 'model-check')
const files = existsSync(folder) ? readdirSync(folder).filter(name => name.endsWith('.json')) : []
const items = files.flatMap(
  name => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as CheckedItem[]
)

const keyOf = (item: { method: string; path: string }) => pathKey(item.method, item.path)
const declared = new Set(APP_OPERATIONS.map(keyOf))
const checkedOperations = new Map<string, { byApp: boolean; key: string }>()
for (const item of items.filter(entry => entry.kind === 'operation')) {
  const [method = '', route = ''] = item.key.split(' ')
  const key = pathKey(method, route)
  const known = checkedOperations.get(key)
  checkedOperations.set(key, { key: item.key, byApp: Boolean(known?.byApp) || item.byApp })
}
const checkedTopics = new Set(items.filter(item => item.kind === 'topic').map(item => item.key))

const unchecked = APP_OPERATIONS.filter(operation => !checkedOperations.has(keyOf(operation)))
const onlyByTests = APP_OPERATIONS.filter(
  operation => checkedOperations.get(keyOf(operation))?.byApp === false
)
const undeclared = [...checkedOperations.values()].filter(
  entry => entry.byApp && !declared.has(pathKey(...(entry.key.split(' ') as [string, string])))
)
const silentTopics = APP_TOPICS.filter(topic => !checkedTopics.has(topic))

const line = (operation: { method: string; path: string }) => `  ${operation.method} ${operation.path}`
console.log(
  `SDK model check: ${APP_OPERATIONS.length - unchecked.length} of ${APP_OPERATIONS.length} operations the app uses ` +
    `and ${APP_TOPICS.length - silentTopics.length} of ${APP_TOPICS.length} topics checked, from ${files.length} ` +
    `test files and runs`
)
if (onlyByTests.length > 0)
  console.log(
    `Checked through the tests' own calls only (not the app's):\n${onlyByTests.map(line).join('\n')}`
  )
const problems = [
  unchecked.length > 0 && `Never checked:\n${unchecked.map(line).join('\n')}`,
  silentTopics.length > 0 && `No event checked for:\n  ${silentTopics.join('\n  ')}`,
  undeclared.length > 0 &&
    `The app called operations contract/appPlatformUse.ts does not list:\n  ${undeclared.map(entry => entry.key).join('\n  ')}`
].filter(Boolean)
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
