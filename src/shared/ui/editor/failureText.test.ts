import { failureText, invalidField, isConflict, type KindTexts } from './failureText'

const SEQUENCE: KindTexts = {
  code: 'sequence',
  texts: 'sequences',
  errors: ['notFound', 'running']
}
const failure = (status: number | null, code: string, details?: Record<string, unknown>) => ({
  status,
  code,
  message: 'm',
  ...(details ? { details } : {})
})

describe('the one failure text of the versioned kinds', () => {
  it('says a failure in the kind’s own words when it has them, else in the lists’ shared ones', () => {
    expect(failureText(failure(404, 'sequence.not_found'), SEQUENCE).key).toBe('sequences.errors.notFound')
    expect(failureText(failure(409, 'sequence.running'), SEQUENCE).key).toBe('sequences.errors.running')
    expect(
      failureText(failure(403, 'platform.missing_permission', { permission: 'outbound:x' }), SEQUENCE)
    ).toEqual({ key: 'permissionNeeded.one', values: { permissions: 'outbound:x' } })
    // a code the kind has no words for: the shared ones
    expect(failureText(failure(429, 'platform.rate_limited'), SEQUENCE).key).toBe('lists.errors.generic')
    expect(failureText(failure(null, 'network'), SEQUENCE).key).toBe('lists.errors.network')
  })

  it('tells a stale version, and the field a 400 named', () => {
    expect(isConflict(failure(409, 'callableTimeSet.conflict'))).toBe(true)
    expect(isConflict(failure(409, 'callableTimeSet.in_use'))).toBe(false)
    expect(invalidField(failure(400, 'schedule.invalid', { field: 'name' }))).toBe('name')
    expect(
      invalidField(
        failure(400, 'request.invalid', { issues: [{ path: ['data', 'callableTimes', 0, 'slots'] }] })
      )
    ).toBe('callableTimes.0.slots')
    expect(invalidField(failure(409, 'x', { field: 'name' }))).toBeNull()
  })
})
