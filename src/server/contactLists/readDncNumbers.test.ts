/** @jest-environment node */
import { readDncNumbers } from './readDncNumbers'

describe('readDncNumbers', () => {
  it('reads the numbers of an export in E.164, once each, whatever the columns', () => {
    const csv = [
      'PhoneNumber,ExpirationDateTime',
      '+12025550143,',
      '+44 20 7946 0958,2027-01-01T00:00:00.000Z',
      '+12025550143,',
      '"+33 (1) 23-45-67-89",'
    ].join('\r\n')
    expect(readDncNumbers(csv)).toEqual(['+12025550143', '+442079460958', '+33123456789'])
  })

  it('leaves out what is not a number: headers, dates, short codes, empty exports', () => {
    expect(readDncNumbers('PhoneNumber\r\n12345\r\nabc\r\n')).toEqual([])
    expect(readDncNumbers('')).toEqual([])
  })
})
