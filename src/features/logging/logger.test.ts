import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { SeqRawBatch } from '@/shared/logging/SeqRawEvent'

// The real logger against a fake /api/logs: what the relay receives is what a user's session sends.
const received: SeqRawBatch[] = []
const keepalives: boolean[] = []
const authorizations: (string | null)[] = []
let answer = () => new HttpResponse(null, { status: 202 })
let onRequest = () => {}

const server = setupServer(
  http.post('http://localhost/api/logs', async ({ request }) => {
    received.push((await request.json()) as SeqRawBatch)
    keepalives.push(request.keepalive)
    authorizations.push(request.headers.get('authorization'))
    onRequest()
    return answer()
  })
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  received.length = 0
  keepalives.length = 0
  authorizations.length = 0
  answer = () => new HttpResponse(null, { status: 202 })
  jest.resetModules()
})
afterEach(() => {
  server.resetHandlers()
  jest.useRealTimers()
  jest.restoreAllMocks()
  delete process.env.NEXT_PUBLIC_LOG_LEVEL_THRESHOLD
})

const loadLogging = async () => import('./index')

function nextRequests(count: number): Promise<void> {
  return new Promise(resolve => {
    onRequest = () => {
      if (received.length >= count) resolve()
    }
  })
}

describe('logger (browser)', () => {
  it('sends ten events as one POST to /api/logs in Seq raw shape', async () => {
    const { logger } = await loadLogging()
    const arrived = nextRequests(1)
    for (let n = 0; n < 10; n++) logger.information('Event {N}', { N: n })
    await arrived

    expect(received).toHaveLength(1)
    const events = received[0]?.Events ?? []
    expect(events).toHaveLength(10)
    expect(events[3]).toEqual({
      Timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      Level: 'Information',
      MessageTemplate: 'Event {N}',
      Properties: expect.objectContaining({
        N: 3,
        Application: 'Campaign Manager UI',
        UserName: 'Not yet logged in'
      })
    })
  })

  it('sends fewer than ten events in one POST after 1000 ms', async () => {
    jest.useFakeTimers()
    const { logger } = await loadLogging()
    logger.warning('one')
    logger.warning('two')
    logger.warning('three')
    await jest.advanceTimersByTimeAsync(999)
    expect(received).toHaveLength(0)

    const arrived = nextRequests(1)
    await jest.advanceTimersByTimeAsync(1)
    jest.useRealTimers()
    await arrived
    expect(received).toHaveLength(1)
    expect(received[0]?.Events.map(event => event.MessageTemplate)).toEqual(['one', 'two', 'three'])
  })

  it('names the signed-in user on events logged after setLogUser', async () => {
    const { logger, setLogUser } = await loadLogging()
    setLogUser({
      userName: 'nina.north',
      userEmail: 'nina.north@northwind.example',
      company: 'Northwind Outbound'
    })
    const arrived = nextRequests(1)
    for (let n = 0; n < 10; n++) logger.debug('x')
    await arrived
    expect(received[0]?.Events[0]?.Properties).toMatchObject({
      UserName: 'nina.north',
      UserEmail: 'nina.north@northwind.example',
      Company: 'Northwind Outbound'
    })
  })

  it('sends the signed-in person’s token with their batches, and what was queued before sign-in without it', async () => {
    const { logger, setLogUser, clearLogUser, flushLogs } = await loadLogging()
    logger.information('before sign-in')
    const first = nextRequests(1)
    setLogUser({ userName: 'nina', userEmail: 'nina@x', company: 'N' }, 'the-access-token-1234')
    await first
    logger.information('signed in')
    const second = nextRequests(2)
    await flushLogs()
    await second
    logger.information('signed in, queued at logout')
    const third = nextRequests(3)
    clearLogUser()
    await third
    logger.information('after logout')
    const fourth = nextRequests(4)
    await flushLogs()
    await fourth
    expect(received.map(batch => batch.Events.map(event => event.MessageTemplate))).toEqual([
      ['before sign-in'],
      ['signed in'],
      ['signed in, queued at logout'],
      ['after logout']
    ])
    expect(authorizations).toEqual([
      null,
      'Bearer the-access-token-1234',
      'Bearer the-access-token-1234',
      null
    ])
  })

  it('drops events below NEXT_PUBLIC_LOG_LEVEL_THRESHOLD', async () => {
    process.env.NEXT_PUBLIC_LOG_LEVEL_THRESHOLD = '4'
    const { logger, flushLogs } = await loadLogging()
    logger.warning('dropped')
    logger.error('kept')
    logger.fatal('kept too')
    const arrived = nextRequests(1)
    await flushLogs()
    await arrived
    expect(received[0]?.Events.map(event => event.Level)).toEqual(['Error', 'Fatal'])
  })

  it('writes a refused batch to the console and does not throw', async () => {
    answer = () => HttpResponse.json({ message: 'bad', code: 'logs.invalid' }, { status: 400 })
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { logger, flushLogs } = await loadLogging()
    expect(() => logger.error('will be refused', new Error('x'))).not.toThrow()
    await expect(flushLogs()).resolves.toBeUndefined()
    expect(consoleError).toHaveBeenCalledWith(
      '[logger] 1 log event(s) could not be sent:',
      new Error('POST /api/logs answered 400')
    )
  })

  it('writes a network failure to the console and does not throw', async () => {
    server.use(http.post('http://localhost/api/logs', () => HttpResponse.error()))
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { logger, flushLogs } = await loadLogging()
    logger.information('lost')
    await expect(flushLogs()).resolves.toBeUndefined()
    expect(consoleError).toHaveBeenCalledWith(
      '[logger] 1 log event(s) could not be sent:',
      expect.any(TypeError)
    )
  })

  it('sends what is queued with keepalive when the page is hidden', async () => {
    const { logger } = await loadLogging()
    logger.information('before leaving')
    const arrived = nextRequests(1)
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    await arrived
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    expect(received[0]?.Events[0]?.MessageTemplate).toBe('before leaving')
    expect(keepalives).toEqual([true])
  })

  it('sends what is queued on pagehide', async () => {
    const { logger } = await loadLogging()
    logger.information('navigating away')
    const arrived = nextRequests(1)
    window.dispatchEvent(new Event('pagehide'))
    await arrived
    expect(received[0]?.Events[0]?.MessageTemplate).toBe('navigating away')
  })

  it('never sends an access token or an OAuth code', async () => {
    const { logger, flushLogs } = await loadLogging()
    logger.information('Callback {Url}', { Url: '/pages/campaign-manager/?code=oauth-code-123&state=s' })
    logger.error('Validate failed', new Error('Bearer token-abc-123 refused'), {
      access_token: 'token-abc-123'
    })
    const arrived = nextRequests(1)
    await flushLogs()
    await arrived
    const body = JSON.stringify(received)
    expect(body).not.toContain('oauth-code-123')
    expect(body).not.toContain('token-abc-123')
  })
})
