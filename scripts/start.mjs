// `npm start`: builds the app and serves it on http://localhost:3000 with the Genesys Cloud emulator on
// http://localhost:4010 (unless a real region is configured). `npm run dev` does the same with hot reload.
import path from 'node:path'

import nextEnv from '@next/env'

import { run, step, stopAll } from './processes.mjs'

// The same .env files Next.js reads, so that a region set in .env.local also turns the emulator off.
nextEnv.loadEnvConfig(process.cwd(), process.argv.includes('--dev'))

const dev = process.argv.includes('--dev')
const port = process.env.PORT || '3000'
const useEmulator = !process.env.NEXT_PUBLIC_GENESYS_CLOUD_REGION
const bin = name => `node_modules/.bin/${name}`

if (!dev) {
  const code = await step('build', bin('next'), ['build'])
  if (code !== 0) process.exit(code)
  // the static files compressed once with brotli, served as such (scripts/precompressedAssets.js)
  const compressed = await step('precompress', process.execPath, ['scripts/precompress.mjs'])
  if (compressed !== 0) process.exit(compressed)
}

const processes = []
if (useEmulator) {
  const emulatorPort = process.env.GENESYS_EMULATOR_PORT || '4010'
  processes.push(
    run('emulator', bin('tsx'), ['emulator/src/main.ts'], {
      env: {
        GENESYS_EMULATOR_PORT: emulatorPort,
        GENESYS_EMULATOR_APP_ORIGINS: process.env.GENESYS_EMULATOR_APP_ORIGINS || `http://localhost:${port}`
      }
    })
  )
}
// Requests Node cannot parse (oversized headers: 431) are answered as JSON like the rest of the API.
const jsonClientErrors = `--require=${path.resolve('scripts/jsonClientErrors.js')}`
processes.push(
  dev
    ? run('app', bin('next'), ['dev', '-p', port], {
        env: { NODE_OPTIONS: [process.env.NODE_OPTIONS, jsonClientErrors].filter(Boolean).join(' ') }
      })
    : // the built app as `npm run start:prod` serves it: JSON client errors and a graceful shutdown included
      run('app', process.execPath, ['scripts/serve.mjs'], { env: { PORT: port } })
)

console.log(
  `\nCampaign Manager: http://localhost:${port}` +
    (useEmulator
      ? `  (Genesys Cloud emulator: http://localhost:${process.env.GENESYS_EMULATOR_PORT || '4010'})`
      : '') +
    '\nPress Ctrl+C to stop.\n'
)

// If one of them stops, stop the other: half a system only confuses.
const code = await Promise.race(processes.map(p => p.exited))
stopAll()
process.exit(code)
