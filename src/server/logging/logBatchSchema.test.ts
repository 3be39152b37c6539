/** @jest-environment node */
import { LOG_LIMITS, TRUNCATION_MARK } from '@/shared/logging/logLimits'
import { describeIssues, logBatchSchema } from './logBatchSchema'

const event = {
  Timestamp: '2026-03-01T10:00:00.000Z',
  Level: 'Information',
  MessageTemplate: 'Loaded {Count}',
  Properties: { Count: 3 }
}

describe('logBatchSchema', () => {
  it('accepts a batch in Seq raw shape', () => {
    const parsed = logBatchSchema.parse({
      Events: [event, { ...event, Level: 'Fatal', Exception: 'Error: x' }]
    })
    expect(parsed.Events).toHaveLength(2)
    expect(parsed.Events[1]?.Exception).toBe('Error: x')
  })

  it('gives an event without properties an empty set', () => {
    const { Properties: _, ...bare } = event
    expect(logBatchSchema.parse({ Events: [bare] }).Events[0]?.Properties).toEqual({})
  })

  it('truncates long text instead of refusing it', () => {
    const long = 'x'.repeat(LOG_LIMITS.maxExceptionLength + 100)
    const parsed = logBatchSchema.parse({
      Events: [{ ...event, MessageTemplate: long, Exception: long, Properties: { Text: long } }]
    })
    const first = parsed.Events[0]
    expect(first?.MessageTemplate).toHaveLength(LOG_LIMITS.maxMessageLength + TRUNCATION_MARK.length)
    expect(first?.Exception).toHaveLength(LOG_LIMITS.maxExceptionLength + TRUNCATION_MARK.length)
    expect(first?.Properties.Text).toHaveLength(LOG_LIMITS.maxStringLength + TRUNCATION_MARK.length)
  })

  it.each([
    ['no Events', {}],
    ['no events at all', { Events: [] }],
    ['more than 50 events', { Events: Array.from({ length: 51 }, () => event) }],
    ['an unknown level', { Events: [{ ...event, Level: 'Trace' }] }],
    ['a numeric level', { Events: [{ ...event, Level: 2 }] }],
    ['a timestamp that is not a date', { Events: [{ ...event, Timestamp: 'yesterday' }] }],
    ['properties that are not an object', { Events: [{ ...event, Properties: ['a'] }] }],
    ['a missing template', { Events: [{ ...event, MessageTemplate: undefined }] }],
    ['a body that is not an object', 'Events']
  ])('refuses %s', (_, body) => {
    const result = logBatchSchema.safeParse(body)
    expect(result.success).toBe(false)
    if (!result.success) expect(describeIssues(result.error)).not.toBe('')
  })
})
