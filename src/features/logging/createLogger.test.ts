import type { SeqRawEvent } from '@/shared/logging/SeqRawEvent'
import { createLogger } from './createLogger'
import {
  clearLogContextUser as clearLogUser,
  NOT_YET_LOGGED_IN,
  setLogContextUser as setLogUser
} from './logContext'

const fixedNow = () => new Date('2026-03-01T10:00:00.000Z')

function collectingLogger(threshold = 0) {
  const events: SeqRawEvent[] = []
  const logger = createLogger({ threshold, write: event => events.push(event), now: fixedNow })
  return { logger, events }
}

afterEach(() => clearLogUser())

describe('createLogger', () => {
  it('writes one Seq-shaped event per call, with the level name, template and properties', () => {
    const { logger, events } = collectingLogger()
    logger.information('Loaded {Count} campaigns', { Count: 3 })
    expect(events).toEqual([
      {
        Timestamp: '2026-03-01T10:00:00.000Z',
        Level: 'Information',
        MessageTemplate: 'Loaded {Count} campaigns',
        Properties: expect.objectContaining({ Count: 3 })
      }
    ])
  })

  it('has one method per level', () => {
    const { logger, events } = collectingLogger()
    logger.verbose('v')
    logger.debug('d')
    logger.information('i')
    logger.warning('w')
    logger.error('e')
    logger.fatal('f')
    expect(events.map(event => event.Level)).toEqual([
      'Verbose',
      'Debug',
      'Information',
      'Warning',
      'Error',
      'Fatal'
    ])
  })

  it('drops events below the threshold', () => {
    const { logger, events } = collectingLogger(3)
    logger.verbose('v')
    logger.debug('d')
    logger.information('i')
    logger.warning('w')
    logger.error('e')
    expect(events.map(event => event.Level)).toEqual(['Warning', 'Error'])
  })

  it('says "Not yet logged in" until a user is set, then names the user, and again after clearLogUser', () => {
    const { logger, events } = collectingLogger()
    logger.information('before')
    setLogUser({
      userName: 'avery.admin',
      userEmail: 'avery.admin@democc.example',
      company: 'Demo Contact Centre'
    })
    logger.information('during')
    clearLogUser()
    logger.information('after')

    expect(events[0]?.Properties).toMatchObject({
      Application: 'Campaign Manager UI',
      Environment: 'test',
      UserName: NOT_YET_LOGGED_IN,
      UserEmail: NOT_YET_LOGGED_IN,
      Company: NOT_YET_LOGGED_IN
    })
    expect(events[1]?.Properties).toMatchObject({
      Application: 'Campaign Manager UI',
      UserName: 'avery.admin',
      UserEmail: 'avery.admin@democc.example',
      Company: 'Demo Contact Centre'
    })
    expect(events[2]?.Properties).toMatchObject({ UserName: NOT_YET_LOGGED_IN, Company: NOT_YET_LOGGED_IN })
  })

  it('carries the org friendly name when it is given', () => {
    const { logger, events } = collectingLogger()
    setLogUser({ userName: 'a', userEmail: 'a@x', company: 'X', orgFriendlyName: 'democc' })
    logger.information('x')
    expect(events[0]?.Properties.OrgFriendlyName).toBe('democc')
  })

  it("does not let an event's properties override the context", () => {
    const { logger, events } = collectingLogger()
    logger.information('spoof', { Application: 'Other', UserName: 'mallory' })
    expect(events[0]?.Properties).toMatchObject({
      Application: 'Campaign Manager UI',
      UserName: NOT_YET_LOGGED_IN
    })
  })

  it("puts an error's type, message and stack in the Exception", () => {
    const { logger, events } = collectingLogger()
    const failure = new TypeError('Cannot read properties of undefined')
    logger.error('Validation failed for {Route}', failure, { Route: '/login' })
    const event = events[0]
    expect(event?.Exception).toMatch(/^TypeError: Cannot read properties of undefined\n\s+at /)
    expect(event?.Properties).toMatchObject({
      Route: '/login',
      ErrorType: 'TypeError',
      ErrorMessage: 'Cannot read properties of undefined'
    })
  })

  it('describes a thrown non-Error too', () => {
    const { logger, events } = collectingLogger()
    logger.fatal('odd', 'just a string')
    expect(events[0]?.Exception).toBe('string: just a string')
    logger.error('no error given')
    expect(events[1]).not.toHaveProperty('Exception')
  })

  it('redacts tokens and codes before the event leaves the logger', () => {
    const { logger, events } = collectingLogger()
    logger.error('Callback {Url}', new Error('401 for Bearer secret-token-1'), {
      Url: '/pages/campaign-manager/#access_token=secret-token-2&expires_in=60',
      accessToken: 'secret-token-3',
      request: { headers: { Authorization: 'secret-token-4' } }
    })
    expect(JSON.stringify(events)).not.toMatch(/secret-token/)
  })

  it('never throws, even when a property cannot be serialised', () => {
    const { logger, events } = collectingLogger()
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(() => logger.information('cyclic {Value}', { Value: cyclic, big: 1n })).not.toThrow()
    expect(events[0]?.Properties).toMatchObject({ Value: { self: '[Circular]' }, big: '1' })
  })
})
