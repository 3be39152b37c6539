import { generateCsv } from '../testing/generateCsv'
import { createCsvAnalyser } from './csvAnalyser'
import { analyseCsv, previewCsv } from './csvPipeline'
import { sniffCsv, streamCsv } from './readCsv'

const csvFile = (content: BlobPart, name = 'contacts.csv') => new File([content], name, { type: 'text/csv' })

async function readAll(file: File, sliceBytes: number) {
  const rows: string[][] = []
  await streamCsv(file, {
    ...(await sniffCsv(file)),
    sliceBytes,
    onChunk: chunk => void rows.push(...chunk.rows)
  })
  return rows
}

describe('reading a CSV file as a stream', () => {
  it('keeps characters and quoted rows whole across the slices', async () => {
    const text = 'Nom,Ville\r\n"Lefèvre, Zoé",Besançon\r\n"Müller\r\nWeiß",Köln\r\nPeña,A Coruña\r\n'
    const whole = await readAll(csvFile(text), 1 << 20)
    expect(whole.filter(row => row.some(Boolean))).toEqual([
      ['Nom', 'Ville'],
      ['Lefèvre, Zoé', 'Besançon'],
      ['Müller\r\nWeiß', 'Köln'],
      ['Peña', 'A Coruña']
    ])
    // 3 bytes at a time: every accented letter is cut in two somewhere
    expect(await readAll(csvFile(text), 3)).toEqual(whole)
  })

  it('drops a byte-order mark and reads a Windows-1252 export as such', async () => {
    const preview = await previewCsv(csvFile('\ufeffName,Phone\nZoé,0612345678\n'))
    expect(preview).toMatchObject({ ok: true, preview: { header: ['Name', 'Phone'], encoding: 'utf-8' } })
    const latin1 = new Uint8Array(
      [...'Name;Phone\nLef']
        .map(c => c.charCodeAt(0))
        .concat(
          [0xe8],
          [...'vre;0612345678\n'].map(c => c.charCodeAt(0))
        )
    )
    expect(await previewCsv(csvFile(latin1))).toEqual({
      ok: true,
      preview: {
        header: ['Name', 'Phone'],
        rows: [['Lefèvre', '0612345678']],
        delimiter: ';',
        newline: '\n',
        encoding: 'windows-1252'
      }
    })
  })
})

describe('previewCsv', () => {
  it('gives the header and the first 20 rows, with the separator found', async () => {
    const { csv } = generateCsv({ rows: 100 })
    const result = await previewCsv(csvFile(csv))
    if (!result.ok) throw new Error(result.problem)
    expect(result.preview.header[4]).toBe('Phone')
    expect(result.preview.rows).toHaveLength(20)
    expect(result.preview.delimiter).toBe(',')
  })

  it.each([
    ['empty', '\r\n \r\n'],
    ['no-header', '(201) 555-0123,Ada\n(201) 555-0124,Grace\n'],
    ['no-header', 'ada@example.com,Ada\n'],
    ['no-rows', 'Name,Phone\n\n'],
    ['binary', 'PK\u0003\u0004\u0000\u0000\u0008\u0000workbook.xml']
  ])('says %s', async (problem, content) => {
    expect(await previewCsv(csvFile(content))).toEqual({ ok: false, problem })
  })
})

describe('analyseCsv', () => {
  it('hands on each slice as it is read, numbering rows as a spreadsheet does', async () => {
    const pieces: number[] = []
    const progress: number[] = []
    const counts = await analyseCsv(
      csvFile('Name,Phone\n\nAda,(201) 555-0123\n"Bad ""quote,12\nGrace,1\n'),
      {
        delimiter: ',',
        newline: '\n',
        encoding: 'utf-8',
        mapping: { Name: 0, Phone: 1 },
        listId: 'list-1',
        phoneColumns: ['Phone'],
        defaultCountry: 'US',
        dncLists: []
      },
      {
        progress: fraction => progress.push(fraction),
        piece: (contacts, rejected) => pieces.push(contacts.length + rejected.length)
      }
    )
    expect(counts).toMatchObject({ rows: 2, ready: 1, malformed: 1 })
    expect(progress.at(-1)).toBe(1)
    expect(pieces.reduce((a, b) => a + b, 0)).toBe(2)
  })

  it('analyses the 5,000-row file on the main thread when there is no Worker (jsdom)', async () => {
    expect(typeof Worker).toBe('undefined')
    const fixture = generateCsv({ rows: 5000, badNumbers: 12, duplicates: 30 })
    const analyser = createCsvAnalyser()
    const file = csvFile(fixture.csv)
    const preview = await analyser.preview(file)
    if (!preview.ok) throw new Error(preview.problem)
    const fractions: number[] = []
    const analysis = await analyser.analyse(
      file,
      {
        ...preview.preview,
        mapping: { Phone: 4, FirstName: 1 },
        listId: 'list-1',
        phoneColumns: ['Phone'],
        defaultCountry: 'US',
        dncLists: [{ name: 'Opt-outs', numbers: ['+12012200010'] }]
      },
      fraction => fractions.push(fraction),
      new AbortController().signal
    )
    expect(analysis.counts).toMatchObject({
      rows: 5000,
      ready: 4957,
      invalidPhone: 12,
      duplicate: 30,
      onDnc: 1
    })
    expect(analysis.contacts).toHaveLength(4957)
    expect(analysis.rejected.find(row => row.reason === 'on-dnc')).toMatchObject({
      rowNumber: 12,
      dncLists: ['Opt-outs']
    })
    expect(fractions.length).toBeGreaterThan(1) // one per slice
  })

  it('stops when cancelled', async () => {
    const { csv } = generateCsv({ rows: 20_000 })
    const analyser = createCsvAnalyser()
    const cancel = new AbortController()
    const running = analyser.analyse(
      csvFile(csv),
      {
        delimiter: ',',
        newline: '\r\n',
        encoding: 'utf-8',
        mapping: { Phone: 4 },
        listId: 'l',
        phoneColumns: ['Phone'],
        defaultCountry: 'US',
        dncLists: []
      },
      () => cancel.abort(),
      cancel.signal
    )
    await expect(running).rejects.toMatchObject({ name: 'AbortError' })
  })
})
