/** @jest-environment node */
import { userMeSchema } from './platformModels'

describe('userMeSchema', () => {
  it('reads the fields Validate needs and keeps the rest', () => {
    const parsed = userMeSchema.parse({
      id: 'u1',
      name: 'Avery Admin',
      email: 'a@x',
      username: 'a@x',
      state: 'active',
      organization: { id: 'o1', name: 'Demo', thirdPartyOrgName: 'democc', domain: 'x' }
    })
    expect(parsed).toMatchObject({
      name: 'Avery Admin',
      organization: { id: 'o1', name: 'Demo', thirdPartyOrgName: 'democc' }
    })
  })

  it('treats missing, empty or mistyped fields as absent instead of failing', () => {
    const parsed = userMeSchema.parse({ name: '', email: 42, organization: { id: 'o1', name: null } })
    expect(parsed.name).toBeUndefined()
    expect(parsed.email).toBeUndefined()
    expect(parsed.organization).toEqual({ id: 'o1' })
    expect(userMeSchema.parse({ organization: 'democc' }).organization).toBeUndefined()
  })

  it('reads the permission strings of expand=authorization, leaving out what is not one', () => {
    const parsed = userMeSchema.parse({
      authorization: { roles: [], permissions: ['outbound:campaign:view', 7, '', 'outbound:*:*'] }
    })
    expect(parsed.authorization?.permissions).toEqual(['outbound:campaign:view', 'outbound:*:*'])
    expect(
      userMeSchema.parse({ authorization: { permissions: 'all' } }).authorization?.permissions
    ).toBeUndefined()
    expect(userMeSchema.parse({ authorization: 'x' }).authorization).toBeUndefined()
  })

  it('refuses an answer that is not an object at all', () => {
    expect(userMeSchema.safeParse(['a']).success).toBe(false)
    expect(userMeSchema.safeParse('<html>').success).toBe(false)
  })
})
