import type { PlatformCampaignDiagnostics } from '@/server/platform'
import { withFixPages, type CampaignRefs } from './fixPages'

const refs: CampaignRefs = {
  campaignId: 'c-1',
  queueId: 'q-campaign',
  scriptId: 's-1',
  contactListId: 'cl-1',
  dncListIds: ['dnc-1'],
  callableTimeSetId: 'cts-1'
}

const diagnostics = {
  queueUtilizationDiagnostic: { queue: { id: 'q-1', name: 'Collections East' } },
  ruleSetDiagnostics: [{ ruleSet: { id: 'rs-9', name: 'Skip Weekends' }, warnings: [] }]
} as unknown as PlatformCampaignDiagnostics

describe('the Genesys Cloud page where each reason is fixed', () => {
  test('no idle agent: the queue’s members (the diagnostics’ queue first); a rule set: that rule set', () => {
    const [agents, rules] = withFixPages(
      [
        { kind: 'noAgents', queue: 'Collections East', onQueue: 0, busy: 0, onOtherCalls: 0 },
        { kind: 'ruleSet', ruleSet: 'Skip Weekends', warnings: [] }
      ],
      refs,
      diagnostics
    )
    expect(agents!.fixIn).toEqual({ page: 'queueMembers', id: 'q-1' })
    expect(rules!.fixIn).toEqual({ page: 'ruleSet', id: 'rs-9' })
  })

  test('an invalid campaign: the object its errors name (a script to publish…), else its settings', () => {
    const invalid = (error: string) =>
      withFixPages([{ kind: 'invalid', errors: [error] }], refs, diagnostics)[0]!.fixIn
    expect(invalid('The script Renewals v2 is not published.')).toEqual({ page: 'script', id: 's-1' })
    expect(invalid('The contact list has no phone column named "Mobile".')).toEqual({
      page: 'contactList',
      id: 'cl-1'
    })
    expect(invalid('Something else went wrong.')).toEqual({ page: 'campaign', id: 'c-1' })
  })

  test('hours and a worked-through list: the callable time set, the contact list', () => {
    const [hours, list] = withFixPages(
      [
        { kind: 'outsideHours', remaining: 10, until: null, timeZone: null },
        { kind: 'listExhausted', contactList: 'Arrears' }
      ],
      refs,
      diagnostics
    )
    expect(hours!.fixIn).toEqual({ page: 'callableTimeSet', id: 'cts-1' })
    expect(list!.fixIn).toEqual({ page: 'contactList', id: 'cl-1' })
  })

  test('no page where none fixes it, or the object is not known', () => {
    const reasons = withFixPages(
      [{ kind: 'campaignLimit', active: 50, limit: 50 }, { kind: 'unknown' }, { kind: 'noLines' }],
      refs,
      diagnostics
    )
    expect(reasons.map(reason => reason.fixIn)).toEqual([undefined, undefined, undefined])
  })
})
