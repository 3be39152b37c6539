import { MAX_TAIL, splitName } from './splitName'

describe('splitName: where a name that does not fit gives way', () => {
  it('keeps a family member’s differing end whole: "Annual Review Booking" gives way, "– East" stays', () => {
    const regions = ['East', 'North', 'South', 'West']
    const tails = regions.map(region => splitName(`Annual Review Booking – ${region}`))
    expect(tails).toEqual(regions.map(region => ({ head: 'Annual Review Booking', tail: ` – ${region}` })))
  })

  it('takes the last qualifier after a dash, colon, dot or slash, else the last word', () => {
    expect(splitName('Pilot Callback – Power').tail).toBe(' – Power')
    expect(splitName('Renewals: Step 2')).toEqual({ head: 'Renewals:', tail: ' Step 2' })
    expect(splitName('Clinics · Paris').tail).toBe(' · Paris')
    expect(splitName('Northwind Trial Conversion')).toEqual({ head: 'Northwind Trial', tail: ' Conversion' })
  })

  it('keeps a long qualifier’s last word only, and leaves a single word whole (cut at its end)', () => {
    const long = 'Debt Recovery – Customers who have not answered twice'
    expect(splitName(long).tail).toBe(' twice')
    expect(splitName('Supercalifragilisticexpialidocious')).toEqual({
      head: 'Supercalifragilisticexpialidocious',
      tail: ''
    })
  })

  it('does not split a short name or a name ending in a space', () => {
    expect(splitName('Retail')).toEqual({ head: 'Retail', tail: '' })
    expect(splitName('Winter campaign ').tail).toBe(' campaign ')
  })

  it('splits an Arabic name the same way (its end is drawn on the left)', () => {
    expect(splitName('حجز المراجعة السنوية – الشرق')).toEqual({
      head: 'حجز المراجعة السنوية',
      tail: ' – الشرق'
    })
  })

  it('never loses a character, cuts only at a white space, and never keeps more than the longest end', () => {
    const names = [
      'Annual Review Booking – East',
      'A – B',
      'Spring Renewals – Northwind',
      'Flu Clinic Reminders',
      'x'.repeat(60),
      'Campaign 😀 – 🚀 launch',
      'حجز المراجعة السنوية – الشرق'
    ]
    for (const name of names) {
      const { head, tail } = splitName(name)
      expect(head + tail).toBe(name)
      expect(Array.from(tail).length).toBeLessThanOrEqual(MAX_TAIL)
      if (tail !== '') expect(tail).toMatch(/^\s/)
    }
  })
})
