import Papa from 'papaparse'

// A do-not-call number: digits, optionally after a +, with the separators people write (6 to 20 digits).
const NUMBER = /^\+?[\d\s().-]{6,24}$/

/**
 * The phone numbers of a do-not-call list's export, in E.164 (`+` and digits): every cell that is a number,
 * whatever the export's columns (the platform's has the number, and for some sources an expiry beside it).
 * A list stores numbers as entered, with their country code, so the digits are the E.164 number.
 */
export function readDncNumbers(csv: string): string[] {
  const { data } = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true })
  const numbers = new Set<string>()
  for (const row of data)
    for (const cell of row) {
      const value = cell.trim()
      if (!NUMBER.test(value)) continue
      const digits = value.replace(/\D/g, '')
      if (digits.length >= 6 && digits.length <= 15) numbers.add(`+${digits}`)
    }
  return [...numbers]
}
