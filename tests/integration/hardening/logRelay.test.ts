import { Worker } from 'node:worker_threads'
import { processSingleton } from '@/server/db'
import { getLogRelay } from '@/server/logging/getLogRelay'
import { LOG_RELAY_LIMITS } from '@/server/logging/logRelayLimits'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, SAM, useHardeningFixture } from './support/hardeningFixture'

/**
 * Issue 11, findings 1–3: the log relay knows who sends (the token, never the body), takes events without a
 * token in a small budget of their own per client address, limits rate and volume per token and per address
 * (429 with Retry-After, counted in the database every instance shares), keeps every event on one line of a
 * line-based log, and removes the request's own token and any long opaque token from every field.
 */
const event = (overrides: Record<string, unknown> = {}) => ({
  Timestamp: '2026-03-01T10:00:00.000Z',
  Level: 'Information',
  MessageTemplate: 'Loaded {Count} campaigns',
  Properties: { Count: 3, Application: 'Campaign Manager UI', UserName: 'Not yet logged in' },
  ...overrides
})

/**
 * Sends `requests` POSTs of `body` to `url`, one every `intervalMs`, from a worker thread; answers how many got
 * each status (0: no answer).
 */
function floodFromAnotherThread(
  url: string,
  body: string,
  { requests, intervalMs }: { requests: number; intervalMs: number }
): Promise<Record<number, number>> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads')
    const { url, body, requests, intervalMs } = workerData
    const statuses = {}
    let done = 0
    for (let n = 0; n < requests; n++)
      setTimeout(async () => {
        let status = 0
        try {
          const answer = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
          await answer.arrayBuffer()
          status = answer.status
        } catch {}
        statuses[status] = (statuses[status] || 0) + 1
        if (++done === requests) parentPort.postMessage(statuses)
      }, n * intervalMs)
  `
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { url, body, requests, intervalMs } })
    worker.once('message', statuses => {
      resolve(statuses as Record<number, number>)
      void worker.terminate()
    })
    worker.once('error', reject)
  })
}

/** Every console line the relay writes (no SEQ_SERVER_URL: one line per event). */
function captureConsole() {
  const lines: string[] = []
  for (const method of ['debug', 'info', 'warn', 'error'] as const)
    jest
      .spyOn(console, method)
      .mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')))
  return {
    lines,
    bytes: () => lines.reduce((total, line) => total + Buffer.byteLength(line) + 1, 0),
    parsed: () =>
      lines.map(
        line =>
          JSON.parse(line.slice(line.indexOf(' {"MessageTemplate"') + 1)) as {
            Properties: Record<string, unknown>
          }
      )
  }
}

describeOnDatabases('the log relay', kind => {
  const app = useHardeningFixture(kind)
  beforeEach(() => app().reset())
  afterEach(() => jest.restoreAllMocks())

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app().request('POST', '/api/logs', { body, headers })

  describe('who sent it (finding 2)', () => {
    it('writes an event that forges a line and another identity as one line, from nobody signed in', async () => {
      const output = captureConsole()
      const answer = await post({
        Events: [
          event({
            Level: 'Fatal',
            MessageTemplate:
              'forged\n2026-01-01T00:00:00Z [Fatal] Server compromised {"Application":"Campaign Manager Server"}',
            Properties: { Application: 'Campaign Manager Server', UserEmail: SAM, userEmail: SAM, OrgId: 'x' }
          })
        ]
      })
      expect(answer.status).toBe(202)
      await getLogRelay().flush()
      expect(output.lines).toHaveLength(1)
      expect(output.lines[0]?.split(/[\n\r\u0085\u2028\u2029]/)).toHaveLength(1)
      expect(output.lines[0]).toMatch(/^2026-03-01T10:00:00\.000Z \[Fatal\] forged\\n2026-01-01/)
      expect(output.parsed()[0]?.Properties).toEqual({
        Application: 'Campaign Manager UI',
        UserName: 'Not yet logged in',
        UserEmail: 'Not yet logged in',
        Company: 'Not yet logged in',
        Authenticated: false
      })
    })

    it('takes a signed-in person’s identity from their token, whatever the events claim', async () => {
      const token = await app().signIn(AVERY)
      const output = captureConsole()
      const answer = await post(
        {
          Events: [
            event({ Properties: { Application: 'Campaign Manager Server', UserEmail: SAM, UserName: SAM } })
          ]
        },
        { Authorization: `Bearer ${token}` }
      )
      expect(answer.status).toBe(202)
      await getLogRelay().flush()
      expect(output.parsed()[0]?.Properties).toEqual({
        Application: 'Campaign Manager UI',
        UserName: AVERY,
        UserEmail: AVERY,
        Company: 'Demo Contact Centre',
        OrgFriendlyName: 'democc',
        OrgId: 'a0000000-0000-4000-8000-000000000001',
        UserId: 'b0000000-0000-4000-8000-000000000001',
        Authenticated: true
      })
    })

    it('takes a batch with a token the platform refuses as not signed in (the events still arrive)', async () => {
      const output = captureConsole()
      expect(
        (await post({ Events: [event()] }, { Authorization: 'Bearer not-a-token-anyone-issued' })).status
      ).toBe(202)
      await getLogRelay().flush()
      expect(output.parsed()[0]?.Properties).toMatchObject({
        UserEmail: 'Not yet logged in',
        Authenticated: false
      })
    })
  })

  describe('redaction (finding 3)', () => {
    it('removes the request’s own token and any long opaque token from every field', async () => {
      const token = await app().signIn(AVERY)
      const other = 'Zq4Xw8Pv2Nt6Lr0Jh3Kf7Gd1Sb5Mc9Ya2We6Qu0Io4'
      const output = captureConsole()
      const answer = await post(
        {
          Events: [
            event({
              MessageTemplate: `Called with ${token}`,
              Exception: `Error: refused ${token}\n    at x (a.js:1:1)`,
              Properties: { note: token, nested: { list: [`x ${other}`] }, [`k${token}`]: 1 }
            })
          ]
        },
        { Authorization: token }
      )
      expect(answer.status).toBe(202)
      await getLogRelay().flush()
      const written = output.lines.join('\n')
      expect(written).not.toContain(token)
      expect(written).not.toContain(other)
      expect(written).toContain('Called with [REDACTED]')
    })
  })

  describe('limits (finding 1)', () => {
    it('gives browsers that are not signed in a small budget per address, then 429 with Retry-After', async () => {
      captureConsole()
      const { requests } = LOG_RELAY_LIMITS.anonymous
      for (let n = 0; n < requests; n++) expect((await post({ Events: [event()] })).status).toBe(202)
      const refused = await post({ Events: [event()] })
      expect(refused.status).toBe(429)
      expect(refused.json).toMatchObject({ code: 'logs.rate_limited', retryAfterSeconds: expect.any(Number) })
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(60)

      // a separate budget: a signed-in person at the same address is not held back by it
      const token = await app().signIn(AVERY)
      expect((await post({ Events: [event()] }, { Authorization: token })).status).toBe(202)
    })

    it('limits the volume too: bytes per minute, not only requests', async () => {
      captureConsole()
      const big = { Events: Array.from({ length: 40 }, () => event({ MessageTemplate: 'x'.repeat(1000) })) }
      const size = Buffer.byteLength(JSON.stringify(big))
      const fits = Math.floor(LOG_RELAY_LIMITS.anonymous.bytes / size)
      for (let n = 0; n < fits; n++) expect((await post(big)).status).toBe(202)
      expect((await post(big)).status).toBe(429)
    })

    it('limits a signed-in person per token', async () => {
      captureConsole()
      const token = await app().signIn(AVERY)
      const statuses: number[] = []
      for (let n = 0; n <= LOG_RELAY_LIMITS.token.requests; n++)
        statuses.push((await post({ Events: [event()] }, { Authorization: token })).status)
      expect(statuses.filter(status => status === 202)).toHaveLength(LOG_RELAY_LIMITS.token.requests)
      expect(statuses.at(-1)).toBe(429)
      // another person's token has its own budget
      expect((await post({ Events: [event()] }, { Authorization: await app().signIn(SAM) })).status).toBe(202)
    })

    it('counts in the database: another instance (no memory of this one’s) refuses as well', async () => {
      captureConsole()
      for (let n = 0; n < LOG_RELAY_LIMITS.anonymous.requests; n++) await post({ Events: [event()] })
      expect((await post({ Events: [event()] })).status).toBe(429)
      processSingleton('rateLimiter').set(undefined)
      expect((await post({ Events: [event()] })).status).toBe(429)
    })

    it('limits per client address: behind a trusted proxy, each address has its own budget', async () => {
      captureConsole()
      process.env.TRUSTED_PROXY_HOPS = '1'
      try {
        const from = (address: string) => ({ 'X-Forwarded-For': `spoofed, ${address}` })
        for (let n = 0; n < LOG_RELAY_LIMITS.anonymous.requests; n++)
          await post({ Events: [event()] }, from('198.51.100.1'))
        expect((await post({ Events: [event()] }, from('198.51.100.1'))).status).toBe(429)
        // the spoofed left-hand entry changes nothing; another address still has its budget
        expect((await post({ Events: [event()] }, { 'X-Forwarded-For': `other, 198.51.100.1` })).status).toBe(
          429
        )
        expect((await post({ Events: [event()] }, from('198.51.100.2'))).status).toBe(202)
      } finally {
        delete process.env.TRUSTED_PROXY_HOPS
      }
    })

    it('survives a flood: 2,000 batches of 46 kB in 10 s from one address are throttled, the log grows by < 1 MB, and a sign-in meanwhile answers in < 200 ms', async () => {
      const output = captureConsole()
      const batch = JSON.stringify({
        Events: Array.from({ length: 46 }, (_, n) =>
          event({ MessageTemplate: `flood ${n} ${'y'.repeat(960)}`, Properties: { N: n } })
        )
      })
      expect(Buffer.byteLength(batch)).toBeGreaterThan(46_000)
      const validations: number[] = []
      const started = Date.now()
      // The flood comes from a thread of its own (as it would from another machine): this thread's event loop
      // is the server's, so the sign-ins measure what the server does, not what the sender costs.
      const flood = floodFromAnotherThread(`${app().url}/api/logs`, batch, { requests: 2000, intervalMs: 5 })
      // sign-ins during the flood, one every 2 s, each a new token (validated with the platform)
      const signIns = Array.from(
        { length: 5 },
        (_, n) =>
          new Promise<void>(resolve => {
            setTimeout(
              async () => {
                const token = await app().issueToken(AVERY)
                const at = performance.now()
                const answer = await app().request('GET', '/api/auth/Validate', {
                  token,
                  headers: { AppKey: 'campaignManager' }
                })
                validations.push(performance.now() - at)
                expect(answer.status).toBe(200)
                resolve()
              },
              1000 + n * 2000
            )
          })
      )
      const [statuses] = await Promise.all([flood, ...signIns])
      await getLogRelay().flush()
      const seconds = (Date.now() - started) / 1000
      const accepted = statuses[202] ?? 0
      console.log(
        `[flood ${kind}] 2000 requests in ${seconds.toFixed(1)} s: ${JSON.stringify(statuses)}; ` +
          `log grew by ${output.bytes()} bytes; sign-in validations took ${validations.map(ms => ms.toFixed(0)).join(', ')} ms`
      )
      expect(statuses[429]).toBeGreaterThan(1900)
      expect(accepted).toBeLessThanOrEqual(LOG_RELAY_LIMITS.anonymous.requests)
      expect(output.bytes()).toBeLessThan(1024 * 1024)
      // Five sign-ins, the median held to it: on a shared test machine one of them may meet another process's
      // burst or a garbage collection, which says nothing about the flood (before: 2.7 s under the issue's one).
      const median = [...validations].sort((a, b) => a - b)[Math.floor(validations.length / 2)] ?? Infinity
      expect(median).toBeLessThan(200)
    }, 60_000)
  })
})
