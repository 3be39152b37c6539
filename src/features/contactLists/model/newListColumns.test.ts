import { guessPhoneType, readHeader, splitColumns } from './newListColumns'

describe('a new list’s columns', () => {
  it('splits typed names on lines, or on one line at commas and semicolons, each once whatever its case', () => {
    expect(splitColumns(' FirstName, LastName; Mobile, firstname ')).toEqual([
      'FirstName',
      'LastName',
      'Mobile'
    ])
    expect(splitColumns('Last, First\nMobile\n\nmobile')).toEqual(['Last, First', 'Mobile'])
  })

  it('reads a CSV file’s first row, quotes and a byte-order mark included', async () => {
    const file = new Blob(['\uFEFF"Last, First",Mobile,Work phone\r\nAda,+1202,+1303\r\n'])
    expect(await readHeader(file)).toEqual(['Last, First', 'Mobile', 'Work phone'])
    expect(await readHeader(new Blob(['']))).toEqual([])
  })

  it('guesses the phone type from a column’s name, and nothing for other columns', () => {
    expect(
      ['Mobile', 'Cell', 'Home', 'Work phone', 'Telefon', 'Téléphone', 'City'].map(guessPhoneType)
    ).toEqual(['cell', 'cell', 'home', 'work', 'other', 'other', null])
  })
})
