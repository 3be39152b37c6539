/** @jest-environment node */
import { parseMissingPermission, parseMissingPermissions } from './parseMissingPermission'

describe('parseMissingPermission', () => {
  it.each([
    [
      'Unable to perform the requested action. You are missing the following permission(s): outbound:campaign:start',
      'outbound:campaign:start'
    ],
    [
      'You are missing the following permissions: outbound:campaign:edit, outbound:campaign:view',
      'outbound:campaign:edit'
    ],
    ['missing the following permission: outbound:campaign:delete.', 'outbound:campaign:delete'],
    ['MISSING THE FOLLOWING PERMISSION(S):   outbound:*:*', 'outbound:*:*']
  ])('reads %s', (message, permission) => {
    expect(parseMissingPermission(message)).toBe(permission)
  })

  it.each([
    [undefined],
    [''],
    ['You are not authorized to perform the requested action.'],
    ['missing the following permission(s): '],
    ['missing the following permission(s): <script>']
  ])('finds none in %p', message => {
    expect(parseMissingPermission(message)).toBeUndefined()
  })
})

describe('parseMissingPermissions', () => {
  it.each([
    [
      'Unable to perform the requested action. You are missing the following permission(s): outbound:campaign:start',
      { permissions: ['outbound:campaign:start'], anyOf: false }
    ],
    [
      'You are missing the following permission(s): outbound:campaign:edit, outbound:campaign:view',
      { permissions: ['outbound:campaign:edit', 'outbound:campaign:view'], anyOf: false }
    ],
    [
      'Unable to perform the requested action. You must have at least one of the following permissions assigned: [outbound:campaign:recycle, outbound:campaign:edit]',
      { permissions: ['outbound:campaign:recycle', 'outbound:campaign:edit'], anyOf: true }
    ],
    [
      'You must have at least one of the following permissions assigned: outbound:campaign:recycle outbound:campaign:edit.',
      { permissions: ['outbound:campaign:recycle', 'outbound:campaign:edit'], anyOf: true }
    ],
    [
      'You must have at least one of the following permissions assigned: [telephony:plugin:all]',
      { permissions: ['telephony:plugin:all'], anyOf: false }
    ],
    [
      'You are missing the following permission(s): [routing:queue:view]. Ask an administrator.',
      { permissions: ['routing:queue:view'], anyOf: false }
    ]
  ])('reads %s', (message, missing) => {
    expect(parseMissingPermissions(message)).toEqual(missing)
  })

  it('reads the first permission of the "any of" wording too', () => {
    expect(
      parseMissingPermission(
        'You must have at least one of the following permissions assigned: [outbound:campaign:recycle, outbound:campaign:edit]'
      )
    ).toBe('outbound:campaign:recycle')
  })

  it.each([
    [undefined],
    ['You must have at least one of the following permissions assigned: []'],
    ['You must have at least one of the following permissions assigned: [<b>bold</b>]']
  ])('finds none in %p', message => {
    expect(parseMissingPermissions(message)).toBeUndefined()
  })
})
