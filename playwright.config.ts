import { defineConfig, devices } from '@playwright/test'

import {
  APPS,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  EMULATOR_PORT,
  EMULATOR_URL
} from './tests/e2e/support/testEnvironment'

const appServer = (grant: keyof typeof APPS) => ({
  command: `node scripts/serve-test-app.mjs ${grant} ${APPS[grant].port} ${APPS[grant].distDir} ${EMULATOR_URL}`,
  url: `${APPS[grant].url}/login`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const
})

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // One emulator serves every test and faults are global to it: run the tests one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // The SDK model check's verdict on everything the emulator answered and sent during the run
  globalTeardown: './tests/e2e/support/modelCheckTeardown.ts',
  use: {
    baseURL: APPS.pkce.url,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node_modules/.bin/tsx emulator/src/main.ts',
      url: `${EMULATOR_URL}/__emulator/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        GENESYS_EMULATOR_PORT: String(EMULATOR_PORT),
        GENESYS_EMULATOR_APP_ORIGINS: `${APPS.pkce.url},${APPS.implicit.url}`,
        GENESYS_EMULATOR_QUIET: '1',
        GENESYS_EMULATOR_CHECK_MODELS: '1',
        // the platform's delays: exports and imports take seconds, listings lag, events arrive late and crossed
        GENESYS_EMULATOR_REALISM: '1'
      }
    },
    appServer('pkce'),
    appServer('implicit')
  ]
})
