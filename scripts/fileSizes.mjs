// Source files over the size a reader can hold (250 lines) in src/, emulator/ and contract/, tests and seed data
// excepted; `npm test` fails on any. Seed data is data, not code to read: a file named `*.seed.ts` or `*.json`.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const MAX_LINES = 250
const ROOTS = ['src', 'emulator', 'contract']
const SOURCE = /\.(ts|tsx|mjs|js)$/
const EXCEPTED = [/\.test\.tsx?$/, /\.d\.ts$/, /\.seed\.ts$/]

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (SOURCE.test(entry.name) && !EXCEPTED.some(rule => rule.test(entry.name))) yield full
  }
}

const over = ROOTS.flatMap(root => [...files(root)])
  .map(file => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
  .filter(({ lines }) => lines > MAX_LINES)
  .sort((a, b) => b.lines - a.lines)

for (const { file, lines } of over) console.log(`${String(lines).padStart(5)} ${file}`)
console.log(`${over.length} source file(s) over ${MAX_LINES} lines`)
process.exit(over.length > 0 ? 1 : 0)
