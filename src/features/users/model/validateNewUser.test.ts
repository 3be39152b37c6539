import { toNewUser, validateNewUser } from './validateNewUser'

const ALL = ['admin', 'supervisor', 'client'] as const
const valid = { fullName: 'Vic Viewer', email: 'vic.viewer@democc.example', role: 'client' as const }

describe('validateNewUser (the add-user form)', () => {
  it('accepts a full name, an email address and a role the person may give', () => {
    expect(validateNewUser(valid, ALL)).toEqual({})
  })

  it('checks the full name with the one rule for names (src/shared/text/humanName.test.ts has every case)', () => {
    expect(validateNewUser({ ...valid, fullName: '   ' }, ALL)).toEqual({ fullName: 'nameRule.required' })
    expect(validateNewUser({ ...valid, fullName: 'x'.repeat(101) }, ALL)).toEqual({
      fullName: 'nameRule.tooLong'
    })
    expect(validateNewUser({ ...valid, fullName: `  ${'x'.repeat(100)}  ` }, ALL)).toEqual({})
    expect(validateNewUser({ ...valid, fullName: 'Vic\u0000Viewer' }, ALL)).toEqual({
      fullName: 'nameRule.controlCharacters'
    })
    expect(validateNewUser({ ...valid, fullName: 'Vic \u202eViewer' }, ALL)).toEqual({
      fullName: 'nameRule.invisibleCharacters'
    })
    expect(validateNewUser({ ...valid, fullName: 'Vic\u200bViewer' }, ALL)).toEqual({
      fullName: 'nameRule.invisibleCharacters'
    })
  })

  it('requires an email address of the usual shape, at most 254 characters', () => {
    expect(validateNewUser({ ...valid, email: '' }, ALL)).toEqual({ email: 'emailRequired' })
    for (const email of ['vic', 'vic@', '@democc.example', 'vic viewer@democc.example', 'vic@democc'])
      expect(validateNewUser({ ...valid, email }, ALL)).toEqual({ email: 'emailInvalid' })
    expect(validateNewUser({ ...valid, email: `${'v'.repeat(250)}@x.io` }, ALL)).toEqual({
      email: 'emailTooLong'
    })
    expect(validateNewUser({ ...valid, email: '  vic@democc.example ' }, ALL)).toEqual({})
  })

  it('requires a role, and one the person may give', () => {
    expect(validateNewUser({ ...valid, role: '' }, ALL)).toEqual({ role: 'roleRequired' })
    expect(validateNewUser({ ...valid, role: 'admin' }, ['supervisor', 'client'])).toEqual({
      role: 'roleRequired'
    })
  })

  it('reports every field at once', () => {
    expect(validateNewUser({ fullName: '', email: 'nope', role: '' }, ALL)).toEqual({
      fullName: 'nameRule.required',
      email: 'emailInvalid',
      role: 'roleRequired'
    })
  })

  it('sends the name trimmed with inner spaces made one, and the address trimmed', () => {
    expect(toNewUser({ fullName: '  Vic   Viewer ', email: ' Vic@Democc.example ', role: 'client' })).toEqual(
      {
        fullName: 'Vic Viewer',
        email: 'Vic@Democc.example',
        role: 'client'
      }
    )
  })
})
