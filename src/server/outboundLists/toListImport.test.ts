/** @jest-environment node */
import { importStatusSchema } from '@/server/platform/contactListModels'
import { toListImport } from './toListImport'

const read = (body: Record<string, unknown>) => toListImport(importStatusSchema.parse(body))
const totals = { totalRecords: 300, completedRecords: 300, percentComplete: 100 }

describe('toListImport', () => {
  it('reads a finished import as done, whichever way the platform says it', () => {
    for (const state of ['IN_PROGRESS', 'COMPLETED', 'COMPLETE', 'SUCCEEDED', 'completed'])
      expect(read({ state, ...totals })).toEqual({ state: 'COMPLETED', ...totals, failureReason: null })
    // every record completed, whatever the percentage says
    expect(
      read({ state: 'IN_PROGRESS', totalRecords: 3, completedRecords: 3, percentComplete: 99 })?.state
    ).toBe('COMPLETED')
  })

  it('an import under way is in progress with its percentage; a failure says why; none is null', () => {
    expect(
      read({ state: 'IN_PROGRESS', totalRecords: 10, completedRecords: 4, percentComplete: 40 })
    ).toEqual({
      state: 'IN_PROGRESS',
      totalRecords: 10,
      completedRecords: 4,
      percentComplete: 40,
      failureReason: null
    })
    expect(
      read({
        state: 'FAILED',
        totalRecords: 10,
        completedRecords: 2,
        percentComplete: 20,
        failureReason: 'x'
      })
    ).toMatchObject({ state: 'FAILED', failureReason: 'x' })
    expect(toListImport(undefined)).toBeNull()
  })
})
