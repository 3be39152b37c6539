// The one test toolkit (test code only: nothing under src/ outside tests imports it).
export { createTestI18n } from './createTestI18n'
export { createTestProviders, renderWithProviders } from './renderWithProviders'
export type { TestProvidersOptions } from './renderWithProviders'
export { createTestRouter } from './testRouter'
export type { TestRouter } from './testRouter'
export { mockMatchMedia } from './matchMedia'
export { testTheme } from './testTheme'
