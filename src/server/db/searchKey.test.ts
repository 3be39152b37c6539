/** @jest-environment node */
import { containsPattern, toSearchKey } from './searchKey'

describe('search keys', () => {
  it('lower-cases beyond ASCII and normalises composed characters', () => {
    expect(toSearchKey('ZOË Müller')).toBe('zoë müller')
    expect(toSearchKey('Zoe\u0308')).toBe(toSearchKey('Zoë'))
  })

  it('escapes LIKE wildcards and the escape character itself', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
  })
})
