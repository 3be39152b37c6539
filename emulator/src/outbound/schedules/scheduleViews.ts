/** The platform's CampaignSchedule and SequenceSchedule, built from the emulator's records. */
import { iso } from '../campaignViews'
import { campaignScheduleUri, sequenceScheduleUri } from '../outboundUris'
import { formatLocalDate, formatLocalDateTime } from './localTime'
import type { RecurrenceRecord, ScheduleRecord } from './scheduleRecord'

function toRecurrence(rec: RecurrenceRecord) {
  const { pattern, range } = rec
  return {
    id: rec.id,
    start: formatLocalDateTime(rec.start),
    end: formatLocalDateTime(rec.end),
    ...(rec.timeZone ? { timeZone: rec.timeZone } : {}),
    pattern: {
      type: pattern.type,
      interval: pattern.interval,
      ...(pattern.daysOfWeek ? { daysOfWeek: [...pattern.daysOfWeek] } : {})
    },
    range: {
      type: range.type,
      ...(range.end ? { end: formatLocalDate(range.end) } : {}),
      ...(range.numberOfOccurrences !== undefined ? { numberOfOccurrences: range.numberOfOccurrences } : {})
    }
  }
}

/** `target` is the campaign or sequence reference ({id, name, selfUri}); a schedule is named after its target. */
export function toSchedule(schedule: ScheduleRecord, target: { id: string; name?: string; selfUri: string }) {
  return {
    id: schedule.id,
    name: target.name,
    dateCreated: iso(schedule.dateCreated),
    dateModified: iso(schedule.dateModified),
    version: schedule.version,
    intervals: schedule.intervals.map(interval => ({
      start: formatLocalDateTime(interval.start),
      end: formatLocalDateTime(interval.end)
    })),
    recurrences: schedule.recurrences.map(toRecurrence),
    timeZone: schedule.timeZone,
    [schedule.kind]: target,
    selfUri:
      schedule.kind === 'campaign' ? campaignScheduleUri(schedule.id) : sequenceScheduleUri(schedule.id)
  }
}
