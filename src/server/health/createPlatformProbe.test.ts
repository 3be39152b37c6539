/** @jest-environment node */
import { createPlatformProbe, PROBE_PATH } from './createPlatformProbe'

function fakeFetch(answers: (() => Promise<Response>)[]) {
  const calls: string[] = []
  const fetch = jest.fn(async (url: URL | RequestInfo, init?: RequestInit) => {
    calls.push(`${init?.method} ${String(url)} auth=${new Headers(init?.headers).has('authorization')}`)
    const next = answers.shift()
    if (!next) throw new Error('no more answers')
    return next()
  }) as unknown as typeof globalThis.fetch
  return { fetch, calls }
}

const status = (code: number) => () => Promise.resolve(new Response('{}', { status: code }))

describe('createPlatformProbe', () => {
  it('counts any answer below 500 as reachable (a 401 without a token is what the platform answers)', async () => {
    const { fetch, calls } = fakeFetch([status(401)])
    const probe = createPlatformProbe({
      apiBaseUrl: 'https://api.example.test',
      timeoutMs: 100,
      reuseMs: 0,
      fetch
    })
    await expect(probe()).resolves.toBe('ok')
    expect(calls).toEqual([`GET https://api.example.test${PROBE_PATH} auth=false`])
  })

  it('counts a 5xx, a refused connection and a timeout as failing', async () => {
    const { fetch } = fakeFetch([
      status(503),
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))
    ])
    const probe = createPlatformProbe({
      apiBaseUrl: 'https://api.example.test',
      timeoutMs: 100,
      reuseMs: 0,
      fetch
    })
    await expect(probe()).resolves.toBe('failing')
    await expect(probe()).resolves.toBe('failing')
    await expect(probe()).resolves.toBe('failing')
  })

  it('gives up after its timeout', async () => {
    const fetch = ((_url: URL, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      )) as unknown as typeof globalThis.fetch
    const probe = createPlatformProbe({
      apiBaseUrl: 'https://api.example.test',
      timeoutMs: 50,
      reuseMs: 0,
      fetch
    })
    const started = Date.now()
    await expect(probe()).resolves.toBe('failing')
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('reuses an answer for a while and shares a probe under way, so frequent checks cost one call', async () => {
    let time = 0
    const { fetch, calls } = fakeFetch([status(401), status(502)])
    const probe = createPlatformProbe({
      apiBaseUrl: 'https://api.example.test',
      timeoutMs: 100,
      reuseMs: 5_000,
      now: () => time,
      fetch
    })
    await expect(Promise.all([probe(), probe(), probe()])).resolves.toEqual(['ok', 'ok', 'ok'])
    time = 4_999
    await expect(probe()).resolves.toBe('ok')
    expect(calls).toHaveLength(1)
    time = 5_000
    await expect(probe()).resolves.toBe('failing')
    expect(calls).toHaveLength(2)
  })
})
