/** @jest-environment node */
import { createHash } from 'node:crypto'
import { createValidationCache } from './createValidationCache'

const avery = {
  user: { userName: 'avery.admin@democc.example', orgName: 'Demo Contact Centre' },
  permissions: ['outbound:*:*']
}
const nina = {
  user: { userName: 'nina.north@northwind.example', orgName: 'Northwind Outbound' },
  permissions: null
}

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('createValidationCache', () => {
  it('keys entries by the SHA-256 of the token, never the token itself', () => {
    const cache = createValidationCache({ ttlMs: 60_000, maxEntries: 10 })
    const token = 'token-that-must-not-be-stored'
    cache.set(token, avery)
    const keys = cache.keys()
    expect(keys).toEqual([createHash('sha256').update(token).digest('hex')])
    expect(keys.join()).not.toContain(token)
    expect(cache.get(token)).toEqual(avery)
  })

  it('forgets an entry once its time is up', () => {
    const time = clock()
    const cache = createValidationCache({ ttlMs: 60_000, maxEntries: 10, now: time.now })
    cache.set('t', avery)
    time.advance(59_999)
    expect(cache.get('t')).toEqual(avery)
    time.advance(1)
    expect(cache.get('t')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('never keeps an entry past the token’s own expiry', () => {
    const time = clock()
    const cache = createValidationCache({ ttlMs: 60_000, maxEntries: 10, now: time.now })
    cache.set('t', avery, time.now() + 5_000)
    time.advance(5_000)
    expect(cache.get('t')).toBeUndefined()
    cache.set('expired', avery, time.now() - 1)
    expect(cache.size).toBe(0)
  })

  it('drops the least recently used entry beyond its size', () => {
    const cache = createValidationCache({ ttlMs: 60_000, maxEntries: 2 })
    cache.set('a', avery)
    cache.set('b', nina)
    cache.get('a')
    cache.set('c', nina)
    expect(cache.size).toBe(2)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toEqual(avery)
    expect(cache.get('c')).toEqual(nina)
  })

  it('deletes on request', () => {
    const cache = createValidationCache({ ttlMs: 60_000, maxEntries: 2 })
    cache.set('a', avery)
    cache.delete('a')
    expect(cache.get('a')).toBeUndefined()
  })

  it('drops a token known by its hash only (another process refused it), or everything', () => {
    const cache = createValidationCache({ ttlMs: 60_000, maxEntries: 5 })
    cache.set('a', avery)
    cache.set('b', nina)
    cache.deleteHash(createHash('sha256').update('a').digest('hex'))
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toEqual(nina)
    cache.clear()
    expect(cache.size).toBe(0)
  })
})
