/** @jest-environment node */
import { extractToken } from './extractToken'

describe('extractToken', () => {
  it('accepts the bare token the spec’s browser sends', () => {
    expect(extractToken('abc.DEF-123_~+/=')).toBe('abc.DEF-123_~+/=')
  })

  it('accepts Bearer in any case, with extra spaces', () => {
    expect(extractToken('Bearer abc123')).toBe('abc123')
    expect(extractToken('bearer abc123')).toBe('abc123')
    expect(extractToken('  BEARER    abc123  ')).toBe('abc123')
  })

  it('uses the first of repeated headers', () => {
    expect(extractToken(['Bearer first', 'Bearer second'])).toBe('first')
  })

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['only spaces', '   '],
    ['a scheme without token', 'Bearer'],
    ['a scheme with blank token', 'Bearer    '],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a value with spaces', 'two words'],
    ['Bearer with two parts', 'Bearer a b']
  ])('finds no token in %s', (_, header) => {
    expect(extractToken(header)).toBeUndefined()
  })
})
