/** @jest-environment node */
import { parseMissingPermission } from './parseMissingPermission'

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
