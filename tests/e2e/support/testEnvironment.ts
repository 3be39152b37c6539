/**
 * The end-to-end system: one emulator and two builds of the app, one per OAuth grant (the grant is
 * inlined into the browser bundle at build time). Ports differ from `npm start`'s so both can run at once.
 */
export const EMULATOR_PORT = 4110
export const EMULATOR_URL = `http://localhost:${EMULATOR_PORT}`
export const APPS = {
  pkce: { port: 3110, url: 'http://localhost:3110', distDir: '.next-test/pkce' },
  implicit: { port: 3111, url: 'http://localhost:3111', distDir: '.next-test/implicit' }
} as const
export type Grant = keyof typeof APPS

/** The environment each build is made with. */
export function buildEnv(grant: Grant): Record<string, string> {
  return {
    NEXT_DIST_DIR: APPS[grant].distDir,
    NEXT_PUBLIC_OAUTH_GRANT: grant,
    NEXT_PUBLIC_GENESYS_EMULATOR_URL: EMULATOR_URL,
    NEXT_TELEMETRY_DISABLED: '1'
  }
}
