import { normalizePhone, phoneCountry } from './normalizePhone'

describe('normalizePhone', () => {
  it.each([
    // national writings, read in the default country
    ['(201) 555-0123', 'US', '+12015550123'],
    ['201.555.0123', 'US', '+12015550123'],
    ['1 201 555 0123', 'US', '+12015550123'],
    ['020 7946 0958', 'GB', '+442079460958'],
    ['07911 123456', 'GB', '+447911123456'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['01.23.45.67.89', 'FR', '+33123456789'],
    ['030 12345678', 'DE', '+493012345678'],
    ['0151 23456789', 'DE', '+4915123456789'],
    ['612 34 56 78', 'ES', '+34612345678'],
    ['91 234 56 78', 'ES', '+34912345678'],
    // international writings keep their own country, whatever the default
    ['+1 201-555-0123', 'FR', '+12015550123'],
    ['+44 20 7946 0958', 'US', '+442079460958'],
    ['+33 6 12 34 56 78', 'DE', '+33612345678'],
    ['+49 151 23456789', 'ES', '+4915123456789'],
    ['+34 912 345 678', 'GB', '+34912345678'],
    // the default country's international prefix
    ['0033 6 12 34 56 78', 'FR', '+33612345678'],
    ['00 44 20 7946 0958', 'DE', '+442079460958'],
    ['011 33 6 12 34 56 78', 'US', '+33612345678'],
    // spaces around, an extension dropped
    ['  +33612345678  ', 'US', '+33612345678'],
    ['+1 212 555 0100 ext. 12', 'US', '+12125550100']
  ])('%s in %s → %s', (raw, country, e164) => {
    expect(normalizePhone(raw, phoneCountry(country))).toEqual({ ok: true, e164 })
  })

  it.each([
    ['', 'US', 'empty'],
    ['   ', 'FR', 'empty'],
    ['n/a', 'US', 'not-a-number'],
    ['555-CALL-NOW', 'US', 'not-a-number'],
    ['tel: ask reception', 'FR', 'not-a-number'],
    ['12345', 'US', 'too-short'],
    ['06 12', 'FR', 'too-short'],
    ['1234567890123456789', 'US', 'too-long'],
    ['+999 1234 5678', 'US', 'invalid'],
    ['06 12 34 56 78', undefined, 'no-country'],
    ['(201) 555-0123', undefined, 'no-country'],
    ['00 00 00 00 00', 'FR', 'invalid'],
    ['(123) 456-7890', 'US', 'invalid']
  ])('%j in %s: %s', (raw, country, reason) => {
    expect(normalizePhone(raw, phoneCountry(country))).toEqual({ ok: false, reason })
  })

  it('reads an international number without a default country', () => {
    expect(normalizePhone('+49 30 12345678', undefined)).toEqual({ ok: true, e164: '+493012345678' })
  })

  it('knows the countries libphonenumber knows, in any case', () => {
    expect(phoneCountry('fr')).toBe('FR')
    expect(phoneCountry(' US ')).toBe('US')
    expect(phoneCountry('XX')).toBeUndefined()
    expect(phoneCountry('')).toBeUndefined()
    expect(phoneCountry(undefined)).toBeUndefined()
  })
})
