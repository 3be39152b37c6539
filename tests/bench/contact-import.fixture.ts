// Writes a contacts CSV for the import (issue 13) by hand or for an e2e test: N rows of about 100 bytes, with bad
// numbers and duplicates at positions spread evenly (src/features/contactImport/testing/generateCsv.ts).
//
//   npx tsx tests/bench/contact-import.fixture.ts out.csv [rows=100000] [badNumbers=12] [duplicates=30] [country=US]
import { writeFileSync } from 'node:fs'

import { type FixtureCountry, generateCsv } from '../../src/features/contactImport/testing/generateCsv'

const [path = 'contacts.csv', rows = '100000', badNumbers = '12', duplicates = '30', country = 'US'] =
  process.argv.slice(2)
const fixture = generateCsv({
  rows: Number(rows),
  badNumbers: Number(badNumbers),
  duplicates: Number(duplicates),
  defaultCountry: country as FixtureCountry
})
writeFileSync(path, fixture.csv)
const ready = Number(rows) - Number(badNumbers) - Number(duplicates)
console.log(
  `${path}: ${rows} rows, ${(Buffer.byteLength(fixture.csv) / 1e6).toFixed(1)} MB; ` +
    `${ready} contacts to send with default country ${country}; bad rows ${fixture.badRows.slice(0, 5).join(', ')}…`
)
