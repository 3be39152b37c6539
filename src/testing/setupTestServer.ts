import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'

/**
 * A fake API (MSW) for one test file: listening from the first test to the last, and any request it has no
 * handler for fails the test (a call the screen should not make, or a handler the test forgot).
 */
export function setupTestServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())
  return server
}
