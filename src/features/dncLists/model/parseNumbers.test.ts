import { analyseNumbers, createNormaliser, numbersInText } from './parseNumbers'
import { numbersInCsv } from './readNumbersFile'

const gb = createNormaliser('GB')
const us = createNormaliser('US')
const read = (text: string, normalise = gb) => analyseNumbers(numbersInText(text, normalise), normalise)
const values = (text: string, normalise = gb) => numbersInText(text, normalise).map(c => [c.line, c.value])

describe('numbersInText: the numbers typed or pasted in the box', () => {
  it('reads one per line, or several separated by commas, semicolons, tabs or bars; blank lines skipped', () => {
    expect(
      values('+442079460018\n\n020 7946 0019, 07911 123456;+12025550123\t+33612345678 | 0161 496 0000')
    ).toEqual([
      [1, '+442079460018'],
      [3, '020 7946 0019'],
      [3, '07911 123456'],
      [3, '+12025550123'],
      [3, '+33612345678'],
      [3, '0161 496 0000']
    ])
  })

  it('splits numbers separated by spaces only, keeping the spaces inside each number', () => {
    expect(values('+1 202 555 0123 +44 20 7946 0018')).toEqual([
      [1, '+1 202 555 0123'],
      [1, '+44 20 7946 0018']
    ])
    expect(values('2025550123 2025550124 (202) 555-0125', us)).toEqual([
      [1, '2025550123'],
      [1, '2025550124'],
      [1, '(202) 555-0125']
    ])
    expect(values('020 7946 0018 020 7946 0019')).toEqual([
      [1, '020 7946 0018'],
      [1, '020 7946 0019']
    ])
  })

  it('keeps text that holds no number whole (one invalid entry, as written), quotes dropped', () => {
    expect(values('call me later\n"+442079460018"')).toEqual([
      [1, 'call me later'],
      [2, '+442079460018']
    ])
  })

  it('counts lines the way the box shows them (\\r\\n, \\r, \\n)', () => {
    expect(values('+442079460018\r\n+442079460019\r+442079460020').map(([line]) => line)).toEqual([1, 2, 3])
  })
})

describe('analyseNumbers', () => {
  it('normalises to E.164 in the default country, lists invalid entries with their line and reason, and repeats', () => {
    const analysis = read('020 7946 0018\n+1 202-555-0123, abc\n02079460018\n12\n+44 20 7946 0018')
    expect(analysis.numbers).toEqual(['+442079460018', '+12025550123'])
    expect(analysis.invalid).toEqual([
      { source: 'typed', line: 2, value: 'abc', reason: 'not-a-number' },
      { source: 'typed', line: 4, value: '12', reason: 'too-short' }
    ])
    expect(analysis.duplicates).toEqual([
      {
        source: 'typed',
        line: 3,
        value: '02079460018',
        e164: '+442079460018',
        first: { source: 'typed', line: 1 }
      },
      {
        source: 'typed',
        line: 5,
        value: '+44 20 7946 0018',
        e164: '+442079460018',
        first: { source: 'typed', line: 1 }
      }
    ])
  })

  it('reads a national number as one of the default country: the same digits are another number elsewhere', () => {
    expect(read('06 12 34 56 78', createNormaliser('FR')).numbers).toEqual(['+33612345678'])
    expect(read('(201) 555-0123', us).numbers).toEqual(['+12015550123'])
    expect(read('(201) 555-0123', createNormaliser('')).invalid[0]?.reason).toBe('no-country')
  })

  it('finds repeats across the box and a file', () => {
    const candidates = [
      ...numbersInText('+442079460018', gb),
      { source: 'file' as const, line: 2, value: '020 7946 0018' }
    ]
    expect(analyseNumbers(candidates, gb).duplicates).toEqual([
      expect.objectContaining({ source: 'file', line: 2, first: { source: 'typed', line: 1 } })
    ])
  })

  it('reads 20,000 pasted numbers in well under a few seconds', () => {
    const text = Array.from(
      { length: 20_000 },
      (_, i) => `+1202555${String(i % 10_000).padStart(4, '0')}`
    ).join('\n')
    const started = Date.now()
    const analysis = read(text, us)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(analysis.numbers).toHaveLength(10_000)
    expect(analysis.duplicates).toHaveLength(10_000)
  })
})

describe('numbersInCsv: a file’s number column', () => {
  it('reads the column whose header names a number (a DNC export reads back), lines as in the file', () => {
    const csv = 'ExpirationDateTime,PhoneNumber\r\n2026-12-31T23:59Z,+442079460018\r\n,02079460019\r\n'
    expect(numbersInCsv(csv, gb)).toEqual([
      { source: 'file', line: 2, value: '+442079460018' },
      { source: 'file', line: 3, value: '02079460019' }
    ])
  })

  it('without a header, reads the first column that holds a number', () => {
    expect(numbersInCsv('Ada,+442079460018\nBob,020 7946 0019\n', gb).map(c => c.value)).toEqual([
      '+442079460018',
      '020 7946 0019'
    ])
  })

  it('takes the first column under a header that names none, and skips empty cells', () => {
    expect(numbersInCsv('Customers\n+442079460018\n\n020 7946 0019\n', gb).map(c => c.line)).toEqual([2, 4])
  })
})
