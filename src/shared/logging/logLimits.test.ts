import { LOG_LIMITS, limitValue, truncate, TRUNCATION_MARK } from './logLimits'
import { parseLevelThreshold } from './logLevels'

describe('truncate', () => {
  it('cuts long text and says so', () => {
    expect(truncate('abcdef', 3)).toBe(`abc${TRUNCATION_MARK}`)
    expect(truncate('abc', 3)).toBe('abc')
  })
})

describe('limitValue', () => {
  it('cuts long strings inside objects', () => {
    const result = limitValue({ text: 'x'.repeat(LOG_LIMITS.maxStringLength + 10) }) as { text: string }
    expect(result.text).toHaveLength(LOG_LIMITS.maxStringLength + TRUNCATION_MARK.length)
  })

  it('bounds depth, array length and key count', () => {
    const deep = { a: { b: { c: { d: { e: { f: 1 } } } } } }
    expect(JSON.stringify(limitValue(deep))).toContain('[Object]')
    const list = limitValue(Array.from({ length: 60 }, (_, i) => i)) as unknown[]
    expect(list).toHaveLength(LOG_LIMITS.maxArrayLength + 1)
    expect(list.at(-1)).toBe('…10 more')
    const wide = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, i]))
    expect(Object.keys(limitValue(wide) as object)).toHaveLength(LOG_LIMITS.maxKeys + 1)
  })

  it('makes values JSON cannot carry readable', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.me = cyclic
    expect(limitValue(cyclic)).toEqual({ me: '[Circular]' })
    expect(limitValue(10n)).toBe('10')
    expect(limitValue(() => 1)).toBe('[function]')
    expect(limitValue(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z')
    expect(limitValue(new TypeError('bad'))).toMatchObject({ name: 'TypeError', message: 'bad' })
  })

  it('keeps the same object seen twice side by side', () => {
    const shared = { a: 1 }
    expect(limitValue({ x: shared, y: shared })).toEqual({ x: { a: 1 }, y: { a: 1 } })
  })
})

describe('parseLevelThreshold', () => {
  it('reads 0–5 and falls back to 0', () => {
    expect(parseLevelThreshold('3')).toBe(3)
    expect(parseLevelThreshold(' 5 ')).toBe(5)
    expect(parseLevelThreshold(undefined)).toBe(0)
    expect(parseLevelThreshold('6')).toBe(0)
    expect(parseLevelThreshold('warning')).toBe(0)
    expect(parseLevelThreshold('')).toBe(0)
  })
})
