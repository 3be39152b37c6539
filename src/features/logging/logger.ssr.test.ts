/** @jest-environment node */
import { logger, setLogUser } from './index'

// During server-side rendering there is no page to batch from: events go to the console, one line each.
describe('logger during server-side rendering', () => {
  afterEach(() => jest.restoreAllMocks())

  it('writes each event to the console at once, with its context', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {})
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    logger.information('Rendering {Page}', { Page: '/login' })
    logger.error('Render failed', new Error('boom'))
    expect(info).toHaveBeenCalledTimes(1)
    expect(info.mock.calls[0]?.[0]).toMatch(
      /\[Information\] Rendering \/login \{.*"UserName":"Not yet logged in"/
    )
    expect(error.mock.calls[0]?.[0]).toMatch(/\[Error\] Render failed .*"Exception":"Error: boom/)
  })

  it('ignores setLogUser, so one request’s user never appears in another’s events', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {})
    setLogUser({ userName: 'avery', userEmail: 'avery@x', company: 'X' })
    logger.information('next request')
    expect(info.mock.calls[0]?.[0]).toContain('"UserName":"Not yet logged in"')
  })
})
