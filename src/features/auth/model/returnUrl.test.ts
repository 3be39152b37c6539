import { loginPathFor, safeReturnUrl } from './returnUrl'

describe('safeReturnUrl: only same-origin paths are followed', () => {
  it.each([
    ['/', '/'],
    ['/users', '/users'],
    ['/users?role=admin&page=2', '/users?role=admin&page=2'],
    ['/campaigns/42#stats', '/campaigns/42#stats'],
    ['/a/../b', '/b']
  ])('keeps the path %s', (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected)
  })

  it.each<[string, unknown]>([
    ['an absolute URL', 'https://evil.example/phish'],
    ['an http URL', 'http://localhost:3000/users'],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/users'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals', 'JavaScript:alert(1)'],
    ['an encoded protocol-relative URL', '%2F%2Fevil.example'],
    ['a double-encoded protocol-relative URL', '%252F%252Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded absolute URL', 'https%3A%2F%2Fevil.example'],
    ['encoded javascript:', 'javascript%3Aalert(1)'],
    ['a tab that parsers strip', '/\t/evil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a relative path', 'users'],
    ['a data: URL', 'data:text/html,hi'],
    ['broken encoding', '/%E0%A4%A'],
    ['an empty string', ''],
    ['a non-string', { toString: () => '/users' }],
    ['undefined', undefined]
  ])('turns %s into "/"', (_label, input) => {
    expect(safeReturnUrl(input)).toBe('/')
  })

  it.each([
    ['/.//evil.com', '/evil.com'],
    ['/..//evil.com', '/evil.com'],
    ['/a/..//evil.com', '/evil.com'],
    ['/%2e%2e//evil.com', '/evil.com'],
    ['/%2E%2e//evil.com', '/evil.com'],
    ['/.%2e//evil.com', '/evil.com'],
    ['/%2e//evil.com', '/evil.com'],
    ['/a/./b', '/a/b'],
    ['/a//b///c', '/a/b/c'],
    ['/a\\b', '/a/b'],
    ['/campaigns/42/..', '/campaigns/'],
    ['/../../users?role=admin', '/users?role=admin'],
    ['/users?next=//evil.com', '/users?next=//evil.com'],
    ['/users#//evil.com', '/users#//evil.com']
  ])('normalises %s first, then follows %s (issue 11, finding 8)', (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected)
  })

  it.each([
    ['an encoded slash pair after the first', '/%2F%2Fevil.example'],
    ['an encoded slash that joins the first', '/%2Fevil.example'],
    ['a double-encoded backslash', '/%255Cevil.example'],
    ['a very long address', `/${'a'.repeat(3000)}`]
  ])('still turns %s into "/"', (_label, input) => {
    expect(safeReturnUrl(input)).toBe('/')
  })

  it('reads the first value of a repeated query parameter', () => {
    expect(safeReturnUrl(['/users', 'https://evil.example'])).toBe('/users')
    expect(safeReturnUrl(['//evil.example', '/users'])).toBe('/')
  })
})

describe('loginPathFor: where a signed-out visitor is sent', () => {
  it('adds no returnUrl for "/"', () => {
    expect(loginPathFor('/')).toBe('/login')
  })

  it('keeps the wanted page, query included, as returnUrl', () => {
    expect(loginPathFor('/users?role=admin')).toBe('/login?returnUrl=%2Fusers%3Frole%3Dadmin')
  })

  it('never carries an unsafe target along', () => {
    expect(loginPathFor('//evil.example')).toBe('/login')
  })
})
