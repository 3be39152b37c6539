import Papa from 'papaparse'

/**
 * Column names typed one per line, or on one line separated by commas or semicolons (a name may then hold a
 * comma only on a line of its own, as a file's header gives it), trimmed, each once whatever its case.
 */
export function splitColumns(text: string): string[] {
  return unique(text.split(text.includes('\n') ? /\n+/ : /[,;]+/))
}

function unique(names: readonly string[]): string[] {
  const seen = new Set<string>()
  return names
    .map(name => name.trim())
    .filter(name => {
      const key = name.toLowerCase()
      if (!name || seen.has(key)) return false
      seen.add(key)
      return true
    })
}

// The first 64 KB hold the header of any sensible file; the rest is the import's business.
const HEADER_BYTES = 64 * 1024

/** The column names of a CSV file's first row (empty when it has none). Reads only the file's start. */
export async function readHeader(file: Blob): Promise<string[]> {
  const start = await file.slice(0, HEADER_BYTES).text()
  const { data } = Papa.parse<string[]>(start.replace(/^\uFEFF/, ''), { preview: 1, skipEmptyLines: true })
  return unique(data[0] ?? [])
}

const TYPES: [RegExp, 'cell' | 'home' | 'work' | 'other'][] = [
  [/cell|mobile|mobil|portable|móvil|movil|handy/i, 'cell'],
  [/home|domicile|casa|privat/i, 'home'],
  [/work|office|bureau|trabajo|büro|buro|business/i, 'work'],
  [/phone|tel|number|numéro|numero|nummer|fon/i, 'other']
]

/** The phone type a column's name suggests ("Mobile" → cell, "Work phone" → work), or null for other columns. */
export const guessPhoneType = (column: string) => TYPES.find(([pattern]) => pattern.test(column))?.[1] ?? null
