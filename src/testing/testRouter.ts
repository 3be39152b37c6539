export interface TestRouter {
  isReady: boolean
  pathname: string
  asPath: string
  query: Record<string, string | string[]>
  events: { on: () => void; off: () => void }
  push: jest.Mock<Promise<boolean>, [url: string, as?: unknown, options?: unknown]>
  replace: jest.Mock<Promise<boolean>, [url: string, as?: unknown, options?: unknown]>
  /** the address becomes `url`: its path and its query, as the real router reads them */
  moveTo: (url: string) => boolean
  /** opens at `url` and forgets the calls of the previous test */
  at: (url: string) => void
}

/**
 * A stand-in for Next's router, for screens that read or keep their query in the address bar: `replace` and
 * `push` move the address as the real ones do. Use it with
 * `jest.mock('next/router', () => ({ useRouter: () => router }))`.
 */
export function createTestRouter(path = '/'): TestRouter {
  const router: TestRouter = {
    isReady: true,
    pathname: '/',
    asPath: '/',
    query: {},
    events: { on() {}, off() {} },
    push: jest.fn(async (url: string) => router.moveTo(url)),
    replace: jest.fn(async (url: string) => router.moveTo(url)),
    moveTo(url) {
      const [pathname = '/', search = ''] = url.split('#')[0]!.split('?')
      const query: Record<string, string | string[]> = {}
      for (const [key, value] of new URLSearchParams(search)) {
        const before = query[key]
        query[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]
      }
      Object.assign(router, { asPath: url, pathname, query })
      return true
    },
    at(url) {
      router.moveTo(url)
      router.push.mockClear()
      router.replace.mockClear()
    }
  }
  router.moveTo(path)
  return router
}
