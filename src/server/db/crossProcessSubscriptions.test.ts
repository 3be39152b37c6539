/** @jest-environment node */
import { addSubscription, deliverMessage, deliverMissed } from './crossProcessSubscriptions'
import { processSingleton } from './processSingleton'

jest.mock('@/server/logging/serverLog', () => ({ serverLog: { error: jest.fn() } }))

describe('cross-process subscriptions', () => {
  beforeEach(() => processSingleton('crossProcessSubscriptions').set(undefined))

  const handler = (id: string, log: string[]) => ({
    id,
    onMessage: (payload: Record<string, unknown>) => void log.push(`${id} ${JSON.stringify(payload)}`),
    onMissed: () => void log.push(`${id} missed`)
  })

  it("hands a message to its channel's handlers only, and tells every handler when messages were missed", () => {
    const log: string[] = []
    addSubscription('users.changed', handler('users', log))
    addSubscription('token.refused', handler('tokens', log))
    deliverMessage('users.changed', { orgId: 'org-1' })
    deliverMessage('unknown.channel', { orgId: 'org-1' })
    deliverMissed()
    expect(log).toEqual(['users {"orgId":"org-1"}', 'users missed', 'tokens missed'])
  })

  it('keeps one subscription per id (each route bundle subscribes its own copy) and unsubscribes', () => {
    const log: string[] = []
    addSubscription('users.changed', handler('users', log))
    const unsubscribe = addSubscription('users.changed', handler('users', log))
    deliverMessage('users.changed', { orgId: 'org-1' })
    expect(log).toHaveLength(1)
    unsubscribe()
    deliverMessage('users.changed', { orgId: 'org-2' })
    expect(log).toHaveLength(1)
  })

  it('lets the other handlers hear a message when one throws', () => {
    const log: string[] = []
    addSubscription('users.changed', {
      id: 'broken',
      onMessage: () => {
        throw new Error('broken')
      },
      onMissed: () => {
        throw new Error('broken')
      }
    })
    addSubscription('users.changed', handler('users', log))
    deliverMessage('users.changed', { orgId: 'org-1' })
    deliverMissed()
    expect(log).toEqual(['users {"orgId":"org-1"}', 'users missed'])
  })
})
