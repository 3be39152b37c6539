/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod'

import { createPlatformClient } from './createPlatformClient'
import { inPlatformRegion } from './platformRegionContext'

/** A platform of one region: answers who it is, and records the tokens it was sent. */
async function platformServer(name: string) {
  const tokens: string[] = []
  const server = http.createServer((req, res) => {
    tokens.push(String(req.headers.authorization))
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ region: name }))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, tokens, close: () => new Promise(resolve => server.close(resolve)) }
}

const whoAmI = { method: 'GET' as const, path: '/api/v2/region', schema: z.object({ region: z.string() }) }

describe('the request’s region', () => {
  it("sends a request's platform calls to its region's API, and every other call to the client's own", async () => {
    const home = await platformServer('home')
    const other = await platformServer('other')
    try {
      const platform = createPlatformClient({ apiBaseUrl: home.url, timeoutMs: 2_000 })
      expect(await platform.request('t-home', whoAmI)).toEqual({ region: 'home' })
      // two requests at once, each in its own region: neither leaks into the other
      const [there, here] = await Promise.all([
        inPlatformRegion(other.url, async () => {
          await new Promise(resolve => setTimeout(resolve, 20))
          return platform.request('t-other', whoAmI)
        }),
        inPlatformRegion(undefined, () => platform.request('t-home-2', whoAmI))
      ])
      expect(there).toEqual({ region: 'other' })
      expect(here).toEqual({ region: 'home' })
      expect(other.tokens).toEqual(['Bearer t-other'])
      expect(home.tokens).toEqual(['Bearer t-home', 'Bearer t-home-2'])
    } finally {
      await Promise.all([home.close(), other.close()])
    }
  })
})
