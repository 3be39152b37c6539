import { placesCalls } from '@/shared/campaigns/dialingNow'
import type { PlatformCampaignDiagnostics } from '@/server/platform'
import { callableHoursAt } from './callableHours'
import {
  isDialing,
  mayBeOutsideHours,
  rankNotDialingReasons,
  type NotDialingFacts
} from './rankNotDialingReasons'

/** An on campaign's diagnostics that explain nothing: agents idle, lines free, contacts left, nothing placed. */
const silent = (extra: Partial<PlatformCampaignDiagnostics> = {}): PlatformCampaignDiagnostics => ({
  callableContacts: { dncLists: [], ruleSets: [] },
  queueUtilizationDiagnostic: {
    queue: { id: 'q-1', name: 'Collections East' },
    usersInQueue: 8,
    usersOnQueue: 5,
    usersNotUtilized: 2,
    usersOnACampaignCall: 2,
    usersOnANonCampaignCall: 1
  },
  ruleSetDiagnostics: [],
  outstandingInteractionsCount: 0,
  scheduledInteractionsCount: 3,
  timeZoneRescheduledCallsCount: 0,
  filteredOutContactsCount: 0,
  idleAgents: 2,
  effectiveIdleAgents: 2,
  linesUtilization: { assignedOutboundLines: 0, totalAvailableOutboundLines: 10 },
  numberOfContactsCalled: 760,
  totalNumberOfContacts: 2000,
  campaignErrors: [],
  ...extra
})

const facts = (extra: Partial<NotDialingFacts> = {}): NotDialingFacts => ({
  status: 'on',
  dialingMode: 'power',
  queueName: 'Collections East',
  contactListName: 'Arrears 60+ Days',
  errors: [],
  diagnostics: silent(),
  activeCampaigns: { active: 12, limit: 50 },
  ...extra
})

const kinds = (f: NotDialingFacts) => rankNotDialingReasons(f).map(reason => reason.kind)

const noIdleAgents = {
  queueUtilizationDiagnostic: {
    queue: { id: 'q-1', name: 'Collections East' },
    usersOnQueue: 3,
    usersNotUtilized: 0,
    usersOnACampaignCall: 0,
    usersOnANonCampaignCall: 3
  },
  idleAgents: 0
}
const worked = { numberOfContactsCalled: 2000, totalNumberOfContacts: 2000 }
const noLines = { linesUtilization: { assignedOutboundLines: 0, totalAvailableOutboundLines: 0 } }
const closedUntil8 = {
  closedNow: 'all' as const,
  until: '2026-04-01T13:00:00.000Z',
  timeZone: 'America/Chicago'
}

describe('isDialing', () => {
  it('is on with calls outstanding or lines in use, and contacts left', () => {
    expect(isDialing('on', silent({ outstandingInteractionsCount: 4 }))).toBe(true)
    expect(
      isDialing(
        'on',
        silent({ linesUtilization: { assignedOutboundLines: 1, totalAvailableOutboundLines: 2 } })
      )
    ).toBe(true)
    expect(isDialing('on', silent())).toBe(false)
    expect(isDialing('off', silent({ outstandingInteractionsCount: 4 }))).toBe(false)
    // a line still assigned with nobody left to call is not dialing
    expect(
      isDialing(
        'on',
        silent({ ...worked, linesUtilization: { assignedOutboundLines: 1, totalAvailableOutboundLines: 2 } })
      )
    ).toBe(false)
  })
})

describe("placesCalls (the overview's performance figures and the diagnosis alike)", () => {
  it('places calls with calls outstanding or lines in use, unless every contact has been called', () => {
    expect(placesCalls({ outstanding: 3, linesInUse: 0 })).toBe(true)
    expect(placesCalls({ outstanding: 0, linesInUse: 1, called: 10, total: 40 })).toBe(true)
    expect(placesCalls({ outstanding: 0, linesInUse: 0, called: 10, total: 40 })).toBe(false)
    // a line the platform keeps assigned to a campaign with nobody left to call
    expect(placesCalls({ outstanding: 0, linesInUse: 1, called: 40, total: 40 })).toBe(false)
  })
})

describe('rankNotDialingReasons, each reason alone', () => {
  it('has none while it dials, nor for a campaign that is off or complete', () => {
    expect(
      rankNotDialingReasons(facts({ diagnostics: silent({ outstandingInteractionsCount: 3 }) }))
    ).toEqual([])
    expect(rankNotDialingReasons(facts({ status: 'off' }))).toEqual([])
    expect(rankNotDialingReasons(facts({ status: 'complete', diagnostics: silent(worked) }))).toEqual([])
  })

  it('invalid: the platform’s messages, with their details when they are words, never a field path', () => {
    const errors = [
      {
        error: 'The queue referenced by this campaign no longer exists.',
        details: 'queue: "Collections Overflow" was deleted; choose another queue.'
      },
      {
        error: 'The contact list has no phone column named "Mobile".',
        details: 'phoneColumns[0].columnName'
      },
      'The script is not published.',
      { details: 'callerAddress' }
    ]
    expect(rankNotDialingReasons(facts({ status: 'invalid', errors }))).toEqual([
      {
        kind: 'invalid',
        errors: [
          'The queue referenced by this campaign no longer exists. queue: "Collections Overflow" was deleted; choose another queue.',
          'The contact list has no phone column named "Mobile".',
          'The script is not published.'
        ]
      }
    ])
  })

  it('invalid: the diagnostics’ errors when the campaign carries none', () => {
    const diagnostics = silent({
      campaignErrors: [{ error: 'The script is not published.', details: 'script' }]
    })
    expect(rankNotDialingReasons(facts({ status: 'invalid', diagnostics }))).toEqual([
      { kind: 'invalid', errors: ['The script is not published.'] }
    ])
  })

  it('the list worked through', () => {
    expect(rankNotDialingReasons(facts({ diagnostics: silent(worked) }))).toEqual([
      { kind: 'listExhausted', contactList: 'Arrears 60+ Days' }
    ])
  })

  it('no idle agent on the queue, with who is on it', () => {
    expect(rankNotDialingReasons(facts({ diagnostics: silent(noIdleAgents) }))).toEqual([
      { kind: 'noAgents', queue: 'Collections East', onQueue: 3, busy: 0, onOtherCalls: 3 }
    ])
  })

  it('no idle agent, from the idle count alone when the queue is not described', () => {
    const diagnostics = silent({ queueUtilizationDiagnostic: undefined, idleAgents: 0 })
    expect(rankNotDialingReasons(facts({ diagnostics }))).toEqual([
      { kind: 'noAgents', queue: 'Collections East', onQueue: null, busy: null, onOtherCalls: null }
    ])
  })

  it('an agentless campaign never waits for agents', () => {
    const diagnostics = silent({ ...noIdleAgents, queueUtilizationDiagnostic: undefined })
    expect(kinds(facts({ dialingMode: 'agentless', diagnostics }))).toEqual(['unknown'])
  })

  it('no outbound line', () => {
    expect(rankNotDialingReasons(facts({ diagnostics: silent(noLines) }))).toEqual([{ kind: 'noLines' }])
  })

  it('lines limited but some in use: it dials (slower), so nothing to tell', () => {
    const diagnostics = silent({
      linesUtilization: { assignedOutboundLines: 4, totalAvailableOutboundLines: 4 }
    })
    expect(rankNotDialingReasons(facts({ diagnostics }))).toEqual([])
  })

  it('a rule set with warnings, the warnings that are words kept', () => {
    const diagnostics = silent({
      ruleSetDiagnostics: [
        {
          ruleSet: { id: 'rs-1', name: 'Skip Weekends' },
          warnings: ['RULESET_WARNING', 'Every contact is skipped']
        },
        { ruleSet: { id: 'rs-2', name: 'Quiet' }, warnings: [] }
      ]
    })
    expect(rankNotDialingReasons(facts({ diagnostics }))).toEqual([
      { kind: 'ruleSet', ruleSet: 'Skip Weekends', warnings: ['Every contact is skipped'] }
    ])
  })

  it('rule sets that filter out every contact left, without a warning', () => {
    const diagnostics = silent({
      ruleSetDiagnostics: [{ ruleSet: { id: 'rs-1', name: 'Skip Weekends' }, warnings: [] }],
      filteredOutContactsCount: 1240
    })
    expect(rankNotDialingReasons(facts({ diagnostics }))).toEqual([
      { kind: 'ruleSet', ruleSet: 'Skip Weekends', warnings: [] }
    ])
  })

  it('outside callable hours: the contacts left, until when and in which zone', () => {
    const diagnostics = silent({ timeZoneRescheduledCallsCount: 40 })
    expect(rankNotDialingReasons(facts({ diagnostics, callableHours: closedUntil8 }))).toEqual([
      {
        kind: 'outsideHours',
        remaining: 1240,
        until: '2026-04-01T13:00:00.000Z',
        timeZone: 'America/Chicago'
      }
    ])
    // the set not read (none, or not allowed): said without the time
    expect(rankNotDialingReasons(facts({ diagnostics }))).toEqual([
      { kind: 'outsideHours', remaining: 1240, until: null, timeZone: null }
    ])
    // every zone closed now: even before any contact was rescheduled
    expect(kinds(facts({ callableHours: closedUntil8 }))).toEqual(['outsideHours'])
  })

  it('contacts rescheduled earlier do not explain it while every zone may be called', () => {
    const diagnostics = silent({ timeZoneRescheduledCallsCount: 40 })
    const open = { closedNow: 'none' as const, until: null, timeZone: null }
    expect(kinds(facts({ diagnostics, callableHours: open }))).toEqual(['unknown'])
    const some = { ...closedUntil8, closedNow: 'some' as const }
    expect(kinds(facts({ diagnostics, callableHours: some }))).toEqual(['outsideHours'])
    expect(kinds(facts({ callableHours: some }))).toEqual(['unknown'])
  })

  it('the organisation at its limit of active campaigns', () => {
    expect(rankNotDialingReasons(facts({ activeCampaigns: { active: 50, limit: 50 } }))).toEqual([
      { kind: 'campaignLimit', active: 50, limit: 50 }
    ])
    expect(kinds(facts({ activeCampaigns: null }))).toEqual(['unknown'])
  })

  it('unknown when on, silent and nothing explains it', () => {
    expect(rankNotDialingReasons(facts())).toEqual([{ kind: 'unknown' }])
  })
})

describe('rankNotDialingReasons, combined: most likely first', () => {
  it('the list worked through before agents and lines; no hours once nothing is left', () => {
    const diagnostics = silent({ ...worked, ...noIdleAgents, ...noLines, timeZoneRescheduledCallsCount: 5 })
    expect(kinds(facts({ diagnostics, callableHours: closedUntil8 }))).toEqual([
      'listExhausted',
      'noAgents',
      'noLines'
    ])
  })

  it('agents ▸ lines ▸ rule sets ▸ hours ▸ the campaign limit', () => {
    const diagnostics = silent({
      ...noIdleAgents,
      ...noLines,
      ruleSetDiagnostics: [
        { ruleSet: { id: 'rs-1', name: 'Skip Weekends' }, warnings: ['All filtered out'] }
      ],
      timeZoneRescheduledCallsCount: 12
    })
    expect(
      kinds(facts({ diagnostics, callableHours: closedUntil8, activeCampaigns: { active: 50, limit: 50 } }))
    ).toEqual(['noAgents', 'noLines', 'ruleSet', 'outsideHours', 'campaignLimit'])
  })

  it('invalid first, with a worked-through list; nothing a stopped dialer shows', () => {
    const diagnostics = silent({ ...worked, ...noIdleAgents, ...noLines })
    expect(kinds(facts({ status: 'invalid', errors: ['Broken.'], diagnostics }))).toEqual([
      'invalid',
      'listExhausted'
    ])
  })
})

describe('mayBeOutsideHours', () => {
  it('only for an on campaign that is silent, with contacts left and a set', () => {
    expect(mayBeOutsideHours('on', silent(), true)).toBe(true)
    expect(mayBeOutsideHours('on', silent(), false)).toBe(false)
    expect(mayBeOutsideHours('on', silent({ outstandingInteractionsCount: 1 }), true)).toBe(false)
    expect(mayBeOutsideHours('on', silent(worked), true)).toBe(false)
    expect(mayBeOutsideHours('invalid', silent(), true)).toBe(false)
  })
})

describe('callableHoursAt', () => {
  const weekdays = [1, 2, 3, 4, 5] as const
  const chicago = {
    timeZone: 'America/Chicago',
    slots: weekdays.map(day => ({ day, start: '08:00', stop: '20:00' }))
  }
  const london = {
    timeZone: 'Europe/London',
    slots: weekdays.map(day => ({ day, start: '09:00', stop: '17:00' }))
  }

  it('the next start in the zone, across a weekend', () => {
    // Saturday 4 April 2026, 15:00 UTC: Chicago opens again on Monday at 08:00 (CDT, 13:00 UTC)
    expect(callableHoursAt([chicago], Date.parse('2026-04-04T15:00:00Z'))).toEqual({
      closedNow: 'all',
      until: '2026-04-06T13:00:00.000Z',
      timeZone: 'America/Chicago'
    })
  })

  it('some zones open: the soonest of the closed ones', () => {
    // Wednesday 1 April 2026, 09:00 UTC: London (BST) is open, Chicago (04:00) opens at 13:00 UTC
    expect(callableHoursAt([chicago, london], Date.parse('2026-04-01T09:00:00Z'))).toEqual({
      closedNow: 'some',
      until: '2026-04-01T13:00:00.000Z',
      timeZone: 'America/Chicago'
    })
    expect(callableHoursAt([london], Date.parse('2026-04-01T09:00:00Z'))).toEqual({
      closedNow: 'none',
      until: null,
      timeZone: null
    })
  })

  it('none for a set without hours', () => {
    expect(callableHoursAt([{ timeZone: 'UTC', slots: [] }], Date.parse('2026-04-01T09:00:00Z'))).toBeNull()
  })
})
