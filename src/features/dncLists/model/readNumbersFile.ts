import Papa from 'papaparse'

import { type Normalise, type NumberCandidate, numbersInText } from './parseNumbers'

/**
 * The largest file taken: 5 MB, some 300,000 numbers. A file is read on the main thread (PapaParse without its
 * worker, libphonenumber number by number): for do-not-call files of a few MB that is a second or two, which
 * does not justify the contact import's worker; a larger file is better split.
 */
export const MAX_NUMBERS_FILE_BYTES = 5 * 1024 * 1024

export type NumbersFileProblem = 'not-text' | 'empty' | 'too-large' | 'unreadable'

const TEXT_EXTENSIONS = new Set(['csv', 'txt', 'tsv'])
const TEXT_TYPES = new Set(['text/csv', 'application/csv', 'text/plain', 'text/tab-separated-values'])
// A header naming the column of numbers, in the app's languages.
const NUMBER_HEADER = /phone|number|mobile|cell|tel|num[ée]ro|n[úu]mero|nummer|handy|رقم|هاتف/i
const LETTER = /\p{L}/u

/** What is wrong with a chosen file before it is read, or null (the name's extension decides, as the import's). */
export function checkNumbersFile(file: Pick<File, 'name' | 'size' | 'type'>): NumbersFileProblem | null {
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase()
  const text = extension ? TEXT_EXTENSIONS.has(extension) : TEXT_TYPES.has(file.type.toLowerCase())
  if (!text) return 'not-text'
  if (file.size === 0) return 'empty'
  if (file.size > MAX_NUMBERS_FILE_BYTES) return 'too-large'
  return null
}

/**
 * The numbers of a CSV: those of its number column, line by line (the header is line 1). The column is the one
 * whose header names a number (PhoneNumber, Numéro…: an export of a DNC list reads back as it is), else the
 * first column whose first row is a number, else the first.
 */
export function numbersInCsv(text: string, normalise: Normalise): NumberCandidate[] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false })
  const rows = data.map(row => row.map(cell => cell.trim()))
  const firstIndex = rows.findIndex(row => row.some(Boolean))
  if (firstIndex < 0) return []
  const first = rows[firstIndex]!
  const header = first.some(cell => LETTER.test(cell)) && !first.some(cell => normalise(cell).ok)
  const named = header ? first.findIndex(cell => NUMBER_HEADER.test(cell)) : -1
  const column = header
    ? Math.max(0, named)
    : Math.max(
        0,
        first.findIndex(cell => normalise(cell).ok)
      )
  const candidates: NumberCandidate[] = []
  rows.forEach((row, index) => {
    if (header && index === firstIndex) return
    const value = row[column] ?? ''
    if (value) candidates.push({ source: 'file', line: index + 1, value })
  })
  return candidates
}

/** A file's text (UTF-8), through FileReader: every browser the app supports has it (and jsdom). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '')
    reader.onerror = () => reject(new Error('unreadable'))
    reader.readAsText(file)
  })

/**
 * A chosen file's numbers: a .txt is read as if pasted in the box (one per line, or separated), a .csv (or
 * .tsv) by its number column. Throws `unreadable` for a file the browser cannot read as text.
 */
export async function readNumbersFile(file: File, normalise: Normalise): Promise<NumberCandidate[]> {
  const text = await readText(file)
  // a binary file named .csv: NUL bytes are never in text
  if (text.includes('\u0000')) throw new Error('unreadable')
  return /\.txt$/i.test(file.name) ? numbersInText(text, normalise, 'file') : numbersInCsv(text, normalise)
}
