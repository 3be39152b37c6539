/**
 * The largest file taken: 50 MB, about 500,000 contacts of 100 bytes (the 100,000-row file is 10 MB).
 * The contacts to send are kept in the tab's memory until the import ends (about 300 bytes each): a larger file
 * is better split.
 */
export const MAX_FILE_BYTES = 50 * 1024 * 1024

export type FileProblem = 'empty' | 'too-large' | 'not-csv'

/** Text files of values: a semicolon- or tab-separated export is read too (the separator is detected). */
const CSV_EXTENSIONS = new Set(['csv', 'txt', 'tsv'])
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values', 'text/plain'])

/**
 * What is wrong with a chosen file before reading it, or null. The name's extension decides (Windows gives a
 * .csv Excel's type, application/vnd.ms-excel, which an .xls has too); a name without one, the type. A binary
 * file named .csv is found out when it is read (csvPipeline.ts).
 */
export function checkFile(file: Pick<File, 'name' | 'size' | 'type'>): FileProblem | null {
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase()
  const csv = extension ? CSV_EXTENSIONS.has(extension) : CSV_TYPES.has(file.type.toLowerCase())
  if (!csv) return 'not-csv'
  if (file.size === 0) return 'empty'
  if (file.size > MAX_FILE_BYTES) return 'too-large'
  return null
}
