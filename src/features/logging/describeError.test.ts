import { describeError } from './describeError'

describe('describeError', () => {
  it('keeps a V8 stack as it is (it already starts with type and message)', () => {
    const error = new RangeError('too far')
    const described = describeError(error)
    expect(described.type).toBe('RangeError')
    expect(described.message).toBe('too far')
    expect(described.exception).toBe(error.stack)
  })

  it('prefixes type and message to a frames-only stack (Firefox, Safari)', () => {
    const error = new Error('boom')
    error.stack = 'load@https://app/x.js:1:2'
    expect(describeError(error).exception).toBe('Error: boom\nload@https://app/x.js:1:2')
  })

  it('uses a custom error name', () => {
    class PlatformDown extends Error {
      name = 'PlatformDown'
    }
    expect(describeError(new PlatformDown('503')).type).toBe('PlatformDown')
  })

  it('describes thrown values that are not errors', () => {
    expect(describeError({ status: 500 })).toEqual({
      type: 'object',
      message: '{"status":500}',
      exception: 'object: {"status":500}'
    })
    expect(describeError(null).type).toBe('null')
  })
})
