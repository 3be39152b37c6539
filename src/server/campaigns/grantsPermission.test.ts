/** @jest-environment node */
import { grantsAnyPermission, grantsPermission } from './grantsPermission'

describe('grantsPermission', () => {
  it.each([
    [['outbound:campaign:start'], 'outbound:campaign:start'],
    [['outbound:campaign:*'], 'outbound:campaign:start'],
    [['outbound:*:*'], 'outbound:campaign:start'],
    [['outbound:*:start'], 'outbound:campaign:start'],
    [['*:*:*'], 'outbound:campaign:start'],
    [['outbound:*'], 'outbound:campaign:start'],
    [['*'], 'outbound:campaign:start'],
    [['Outbound:Campaign:Start'], 'outbound:campaign:start'],
    [['routing:queue:view', 'outbound:campaign:edit'], 'outbound:campaign:edit']
  ])('%j grants %s', (granted, wanted) => {
    expect(grantsPermission(granted, wanted)).toBe(true)
  })

  it.each([
    [[], 'outbound:campaign:start'],
    [['outbound:campaign:view'], 'outbound:campaign:start'],
    [['outbound:contactList:*'], 'outbound:campaign:start'],
    [['outbound:campaign'], 'outbound:campaign:start'],
    [['outbound:campaign:start:extra'], 'outbound:campaign:start'],
    [['outbound:*:view'], 'outbound:campaign:start'],
    [['routing:*:*'], 'outbound:campaign:start'],
    [['outbound:campaign:starts'], 'outbound:campaign:start']
  ])('%j does not grant %s', (granted, wanted) => {
    expect(grantsPermission(granted, wanted)).toBe(false)
  })
})

describe('grantsAnyPermission', () => {
  const RECYCLE = ['outbound:campaign:recycle', 'outbound:campaign:edit']

  it.each([[['outbound:campaign:recycle']], [['outbound:campaign:edit']], [['outbound:campaign:*']]])(
    '%j grants recycle (either permission)',
    granted => {
      expect(grantsAnyPermission(granted, RECYCLE)).toBe(true)
    }
  )

  it('refuses when none of them is granted', () => {
    expect(grantsAnyPermission(['outbound:campaign:view', 'outbound:campaign:start'], RECYCLE)).toBe(false)
    expect(grantsAnyPermission(['outbound:campaign:edit'], [])).toBe(false)
  })
})
