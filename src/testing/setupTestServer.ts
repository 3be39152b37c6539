import { setupServer } from 'msw/node'

/**
 * A fake API (MSW) for one test file: listening from the first test to the last, and any request it has no
 * handler for fails the test (a call the screen should not make, or a handler the test forgot). HTTP and
 * WebSocket handlers (the platform's notification channel, notificationHandlers).
 */
export function setupTestServer(...handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())
  return server
}
