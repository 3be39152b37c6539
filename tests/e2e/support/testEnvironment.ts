/**
 * The end-to-end system: one emulator and two builds of the app, one per OAuth grant (the grant is
 * inlined into the browser bundle at build time). Ports differ from `npm start`'s so both can run at once.
 */
// E2E_PORT_OFFSET moves all three ports, so that two checkouts can run their suites side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
export const EMULATOR_PORT = 4110 + offset
export const EMULATOR_URL = `http://localhost:${EMULATOR_PORT}`
export const APPS = {
  pkce: { port: 3110 + offset, url: `http://localhost:${3110 + offset}`, distDir: '.next-test/pkce' },
  implicit: { port: 3111 + offset, url: `http://localhost:${3111 + offset}`, distDir: '.next-test/implicit' }
} as const
export type Grant = keyof typeof APPS

// Debian's Chromium (apt-get install chromium): no browser is ever downloaded.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
]
