import type { Finding, RateLimitResult } from './orgReport'

// Above this share of the window, the app (which shares the budget with the person's Genesys Cloud tabs) may
// meet 429s.
const CROWDED_SHARE = 0.8

/**
 * The budget the platform's headers announced (`inin-ratelimit-allowed` calls a window,
 * `inin-ratelimit-count` of them counted, `inin-ratelimit-reset` seconds to the next window), what the check
 * spent, and any 429.
 */
export function rateLimitFindings(result: RateLimitResult): Finding[] {
  const findings: Finding[] = []
  if (result.allowed === undefined)
    findings.push({
      mark: 'note',
      text: 'no inin-ratelimit-* header on the answers: the budget is unknown (the platform documents about 300 calls a minute per token)'
    })
  else {
    findings.push({
      mark: 'ok',
      text: `${result.allowed} calls a window for this token (inin-ratelimit-allowed); ${result.count ?? '?'} counted in the current one (inin-ratelimit-count), which resets in ${result.resetSeconds ?? '?'} s (inin-ratelimit-reset)`
    })
    const highest = result.highestCount ?? 0
    if (highest > result.allowed * CROWDED_SHARE)
      findings.push({
        mark: 'note',
        text: `the window reached ${highest} of ${result.allowed}: the app shares this budget with the person's other Genesys Cloud tabs`
      })
  }
  findings.push({
    mark: 'ok',
    text: `this check made ${result.callsMade} call(s) to the Platform API${result.tooMany.length === 0 ? ', none answered 429' : ''}`
  })
  for (const refusal of result.tooMany) {
    const wait = refusal.retryAfterSeconds === undefined ? 'not given' : `${refusal.retryAfterSeconds} s`
    findings.push({
      mark: 'note',
      text: `${refusal.route}: 429 Too Many Requests (Retry-After ${wait})${refusal.retried ? ', waited and called again' : ''}`
    })
  }
  return findings
}
