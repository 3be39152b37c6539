/** @jest-environment node */
import { createOrgCache } from './createOrgCache'

describe('createOrgCache', () => {
  it('reuses a value within its time and loads again after', async () => {
    let time = 0
    const cache = createOrgCache<number>({ ttlMs: 1000, now: () => time })
    const load = jest.fn(async () => time)
    expect(await cache.get('org', load)).toBe(0)
    time = 999
    expect(await cache.get('org', load)).toBe(0)
    time = 1000
    expect(await cache.get('org', load)).toBe(1000)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one load between concurrent callers, per organisation', async () => {
    const cache = createOrgCache<string>({ ttlMs: 1000 })
    const load = jest.fn(async () => 'counts')
    await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('b', load)])
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('forgets an organisation on invalidate, and a failed load at once', async () => {
    const cache = createOrgCache<number>({ ttlMs: 60_000 })
    await cache.get('org', async () => 1)
    cache.invalidate('org')
    expect(await cache.get('org', async () => 2)).toBe(2)
    await expect(cache.get('other', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('other', async () => 3)).toBe(3)
  })

  it('keeps values per key, and invalidate drops every key of the organisation', async () => {
    const cache = createOrgCache<string>({ ttlMs: 60_000 })
    await cache.get('org', async () => 'page 1', 'p1')
    await cache.get('org', async () => 'page 2', 'p2')
    expect(await cache.get('org', async () => 'again', 'p1')).toBe('page 1')
    cache.invalidate('org')
    expect(await cache.get('org', async () => 'fresh', 'p2')).toBe('fresh')
  })

  it('keeps at most maxOrgs organisations and maxKeys keys each', async () => {
    const cache = createOrgCache<number>({ ttlMs: 60_000, maxOrgs: 2, maxKeys: 2 })
    await cache.get('a', async () => 1)
    await cache.get('b', async () => 2)
    await cache.get('c', async () => 3)
    expect(await cache.get('a', async () => 10)).toBe(10)
    await cache.get('c', async () => 1, 'k1')
    await cache.get('c', async () => 2, 'k2')
    await cache.get('c', async () => 3, 'k3')
    expect(await cache.get('c', async () => 10, 'k1')).toBe(10)
  })

  it("forgets every organisation at once (another process's messages may have been missed)", async () => {
    const cache = createOrgCache<number>({ ttlMs: 60_000 })
    await cache.get('a', async () => 1)
    await cache.get('b', async () => 2, 'k')
    cache.clear()
    expect(await cache.get('a', async () => 10)).toBe(10)
    expect(await cache.get('b', async () => 20, 'k')).toBe(20)
  })
})
