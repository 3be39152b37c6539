import { parseMissingPermission } from '../../src/server/platform/parseMissingPermission'
import type { PlatformAnswer, PlatformHttp } from './createPlatformHttp'
import { SOURCE_OF, type FoundIds } from './foundIds'
import { OPERATION_PROBES, type OperationProbe } from './operationProbes'
import type { Finding, OperationResult } from './orgReport'

const messageOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : undefined

/** An answer as an outcome: 2xx answered, 403 refused, anything else (or nothing) failed. */
export function outcomeOf(
  operation: string,
  feature: OperationResult['feature'],
  answer: PlatformAnswer,
  notFoundMeans?: string
): OperationResult {
  const violation = answer.violation ?? undefined
  const base = { operation, feature, status: answer.status, ...(violation ? { violation } : {}) }
  if (answer.status === 0) return { ...base, outcome: 'failed', message: answer.error ?? 'no answer' }
  if (answer.status >= 200 && answer.status < 300) return { ...base, outcome: 'ok' }
  if (answer.status === 404 && notFoundMeans) return { ...base, outcome: 'ok', message: notFoundMeans }
  const message = messageOf(answer.body)
  if (answer.status === 403) {
    const missingPermission = parseMissingPermission(message)
    return { ...base, outcome: 'refused', ...(missingPermission ? { missingPermission } : {}), message }
  }
  return { ...base, outcome: 'failed', message: message ?? `answered ${answer.status}` }
}

function skipped(probe: OperationProbe, operation: string, results: OperationResult[]): OperationResult {
  const source = SOURCE_OF[probe.needs!]
  const sourceResult = results.find(result => result.operation === source)
  const why =
    sourceResult && sourceResult.outcome !== 'ok'
      ? `${source} did not answer it`
      : `${source} found none in the organisation`
  return {
    operation,
    feature: probe.feature,
    outcome: 'skipped',
    message: `not called: it needs an id; ${why}`
  }
}

/**
 * Every probe in order, one at a time (gentle on the person's rate limit), each answer checked against the
 * SDK's model by the client. What the answers name (campaigns, a list…) feeds the probes after them.
 */
export async function checkOperations(
  http: PlatformHttp,
  now: number
): Promise<{ results: OperationResult[]; found: FoundIds }> {
  const found: FoundIds = { campaigns: [], ids: {} }
  const results: OperationResult[] = []
  for (const probe of OPERATION_PROBES) {
    const operation = `${probe.method} ${probe.route}`
    const id = probe.needs ? found.ids[probe.needs] : undefined
    if (probe.needs && !id) {
      results.push(skipped(probe, operation, results))
      continue
    }
    const answer = await http.call({
      method: probe.method,
      route: probe.route,
      params: id && probe.route.includes('{') ? [id] : [],
      query: probe.query?.(now),
      body: probe.body?.(found, now)
    })
    const result = outcomeOf(operation, probe.feature, answer, probe.notFoundMeans)
    if (result.outcome === 'ok') probe.collect?.(answer.body, found)
    results.push(result)
  }
  return { results, found }
}

const violationDetails = (result: OperationResult) =>
  result.violation
    ? [`not as ${result.violation.model}:`, ...result.violation.problems.map(p => `  ${p}`)]
    : []

/** One line per operation: ✓ answered as the SDK models it, ! answered otherwise or not made, ✗ refused or failed. */
export function operationFindings(results: readonly OperationResult[]): Finding[] {
  return results.map(result => {
    const details = violationDetails(result)
    const withDetails = details.length > 0 ? { details } : {}
    switch (result.outcome) {
      case 'ok':
        return result.violation
          ? {
              mark: 'note',
              text: `${result.operation}: ${result.status}, outside the SDK's model`,
              ...withDetails
            }
          : { mark: 'ok', text: `${result.operation}: ${result.status}` }
      case 'refused':
        return {
          mark: 'fail',
          text: `${result.operation}: refused (403)${result.missingPermission ? `, missing ${result.missingPermission}` : `: ${result.message ?? ''}`}`,
          ...withDetails
        }
      case 'failed':
        return {
          mark: 'fail',
          text: `${result.operation}: failed (${result.status || 'no answer'}): ${result.message}`,
          ...withDetails
        }
      case 'skipped':
        return { mark: 'note', text: `${result.operation}: ${result.message}` }
    }
  })
}
