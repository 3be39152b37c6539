/**
 * The time-related Outbound seed, per organisation: weekly campaign schedules relative to the clock's current
 * week (weekly recurrences with NoEnd, so "this week" always has them), two callable time sets (one attached to
 * two off campaigns) and one sequence of three off campaigns. Schedules start running from the seed time, so
 * seeding changes no campaign's status: they act at the next boundary. The campaigns chosen are themed ones no
 * other test starts or stops by hand (not the `knownCampaigns`, not "Spring Renewals – …", not "Debt Recovery –
 * East").
 */
import { seedOrganizations } from '../../seed'
import type { CallableTimeSetRecord } from '../callableTimes/callableTimeSetRecord'
import type { SequenceRecord } from '../sequences/sequenceRecord'
import { DAY_MS, fromNaiveMs, localOf, naiveMs } from './localTime'
import { WEEKDAYS, type ScheduleRecord, type Weekday } from './scheduleRecord'

const DEMO = seedOrganizations.democc.id
const NORTHWIND = seedOrganizations.northwind.id

const themed = (n: number) => `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** Never empty, so `[0]` is a campaign id (not possibly undefined) for the tests that pick one. */
type Ids = readonly [string, ...string[]]
const themedIds = (first: number, ...rest: number[]): Ids => [themed(first), ...rest.map(themed)]

/** Well-known ids of the time seed, for tests and docs. */
export const seedTimes = {
  callableTimeSets: {
    usCallingHours: '17000000-0000-4000-8000-000000000001',
    strictWeekdays: '17000000-0000-4000-8000-000000000002',
    northwindUsCallingHours: '17000000-0000-4000-8000-000000000011',
    northwindStrictWeekdays: '17000000-0000-4000-8000-000000000012'
  },
  sequences: { clinicReminders: '18000000-0000-4000-8000-000000000001' },
  /** Demo campaigns per seeded schedule block (each schedule's id is its campaign's) */
  scheduledCampaigns: {
    londonBusinessHours: themedIds(104, 108, 110, 113, 125, 128),
    newYorkBusinessHours: themedIds(117, 119, 126, 129, 141),
    londonEvenings: themedIds(146, 147, 150),
    londonSaturdays: themedIds(152, 153),
    northwindLondonBusinessHours: ['f0000000-0000-4000-8000-100000000003'] as Ids
  },
  /** off campaigns on "Appointment Reminders – Clinics" with "US calling hours" attached */
  withCallableTimeSet: [themed(132), themed(134)],
  /** the sequence's campaigns, in order (all off) */
  sequenceCampaigns: [themed(156), themed(159), themed(120)]
} as const

const MON_FRI: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

interface Block {
  timeZone: string
  days: Weekday[]
  /** local hours */
  from: number
  to: number
}

const BLOCKS = {
  londonBusinessHours: { timeZone: 'Europe/London', days: MON_FRI, from: 9, to: 17 },
  newYorkBusinessHours: { timeZone: 'America/New_York', days: MON_FRI, from: 8, to: 16 },
  londonEvenings: { timeZone: 'Europe/London', days: MON_FRI.slice(0, 4), from: 18, to: 21 },
  londonSaturdays: { timeZone: 'Europe/London', days: ['Saturday'], from: 10, to: 14 },
  northwindLondonBusinessHours: { timeZone: 'Europe/London', days: MON_FRI, from: 9, to: 17 }
} satisfies Record<keyof typeof seedTimes.scheduledCampaigns, Block>

/** A weekly schedule whose first occurrence is the block's first day in the clock's current week (local). */
function weeklySchedule(orgId: string, campaignId: string, block: Block, now: number): ScheduleRecord {
  const today = localOf(now, block.timeZone)
  const monday =
    naiveMs({ ...today, hour: 0, minute: 0, second: 0, millisecond: 0 }) - (today.weekday - 1) * DAY_MS
  const firstDay = monday + WEEKDAYS.indexOf(block.days[0]!) * DAY_MS
  return {
    id: campaignId,
    kind: 'campaign',
    organizationId: orgId,
    intervals: [],
    recurrences: [
      {
        id: `${campaignId.slice(0, 24)}${String(block.from).padStart(6, '0')}${String(block.to).padStart(6, '0')}`,
        start: fromNaiveMs(firstDay + block.from * 3_600_000),
        end: fromNaiveMs(firstDay + block.to * 3_600_000),
        pattern: { type: 'Weekly', interval: 1, daysOfWeek: [...block.days] },
        range: { type: 'NoEnd' }
      }
    ],
    timeZone: block.timeZone,
    version: 1,
    dateCreated: now,
    dateModified: now,
    cursor: now
  }
}

const SEED_DATE = '2026-01-12T10:00:00.000Z'
const HOURS = (from: number, to: number) => ({ start: from * 3600, stop: to * 3600 })
const days = (list: number[], from: number, to: number) => list.map(day => ({ day, ...HOURS(from, to) }))

function callableTimeSets(orgId: string, ids: { us: string; strict: string }): CallableTimeSetRecord[] {
  const base = { organizationId: orgId, version: 1, dateCreated: SEED_DATE, dateModified: SEED_DATE }
  const everyDay = [1, 2, 3, 4, 5, 6, 7]
  const weekdays = [1, 2, 3, 4, 5]
  return [
    {
      ...base,
      id: ids.us,
      name: 'US calling hours',
      callableTimes: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'].map(
        timeZoneId => ({ timeZoneId, timeSlots: days(everyDay, 8, 21) })
      )
    },
    {
      ...base,
      id: ids.strict,
      name: 'Strict weekdays',
      callableTimes: ['Europe/London', 'Europe/Paris'].map(timeZoneId => ({
        timeZoneId,
        timeSlots: [...days(weekdays, 9, 18), ...days([6], 10, 14)]
      }))
    }
  ]
}

/** Fresh seeded schedules, each running from `now` (its first occurrence in the clock's current week). */
export function seedSchedules(now: number): ScheduleRecord[] {
  return Object.entries(seedTimes.scheduledCampaigns).flatMap(([block, campaignIds]) => {
    const orgId = block.startsWith('northwind') ? NORTHWIND : DEMO
    return campaignIds.map(id => weeklySchedule(orgId, id, BLOCKS[block as keyof typeof BLOCKS], now))
  })
}

/** Fresh seeded callable time sets ("US calling hours" is attached to `seedTimes.withCallableTimeSet`). */
export function seedCallableTimeSets(): CallableTimeSetRecord[] {
  const { callableTimeSets: sets } = seedTimes
  return [
    ...callableTimeSets(DEMO, { us: sets.usCallingHours, strict: sets.strictWeekdays }),
    ...callableTimeSets(NORTHWIND, { us: sets.northwindUsCallingHours, strict: sets.northwindStrictWeekdays })
  ]
}

/** Fresh seeded sequences. */
export function seedSequences(): SequenceRecord[] {
  return [
    {
      id: seedTimes.sequences.clinicReminders,
      organizationId: DEMO,
      name: 'Clinic reminders – weekly run',
      campaignIds: [...seedTimes.sequenceCampaigns],
      currentCampaign: 0,
      status: 'off',
      repeat: false,
      version: 1,
      dateCreated: SEED_DATE,
      dateModified: SEED_DATE
    }
  ]
}
