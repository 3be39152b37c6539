import { isActivePath } from './isActivePath'

describe('isActivePath', () => {
  it('matches home only on home', () => {
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/', '/?status=on')).toBe(true)
    expect(isActivePath('/', '/users')).toBe(false)
  })

  it('matches a section and its pages', () => {
    expect(isActivePath('/users', '/users')).toBe(true)
    expect(isActivePath('/users', '/users/42#details')).toBe(true)
    expect(isActivePath('/users', '/users-archive')).toBe(false)
    expect(isActivePath('/users', '/')).toBe(false)
  })
})
