// Three projects, one runner:
//  unit         browser code under jsdom (Testing Library, MSW) and pure server logic
//  integration  the app's server code against the emulator over real HTTP (node)
//  contract     the official Genesys Cloud SDK against the emulator (node)
const nextJest = require('next/jest')

const createJestConfig = nextJest({ dir: './' })

// msw's ESM-only dependencies must be transformed for Jest's CommonJS runtime.
const esmPackages = [
  'msw',
  '@mswjs',
  'rettime',
  'until-async',
  '@open-draft',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  '@bundled-es-modules',
  'seq-logging'
]
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`]

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' }
}

async function project(displayName, overrides) {
  const config = await createJestConfig({ ...shared, displayName, ...overrides })()
  return { ...config, transformIgnorePatterns }
}

module.exports = async () => ({
  projects: await Promise.all([
    project('unit', {
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
      // (the unit tests' time limit is set in jest.setup.ts: Jest ignores `testTimeout` inside a project)
      setupFilesAfterEnv: ['<rootDir>/tests/support/jest.setup.ts']
    }),
    project('integration', {
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/modelCheck.setup.ts']
    }),
    project('contract', {
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/contract/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/modelCheck.setup.ts']
    })
  ])
})
