/** A callable time set as the emulator keeps it (the platform's CallableTimeSet, times in seconds). */

export interface TimeSlotRecord {
  /** seconds since local midnight */
  start: number
  stop: number
  /** 1 = Monday … 7 = Sunday */
  day: number
}

export interface CallableTimeRecord {
  timeZoneId: string
  name?: string
  timeSlots: TimeSlotRecord[]
}

export interface CallableTimeSetInput {
  name: string
  callableTimes: CallableTimeRecord[]
}

export interface CallableTimeSetRecord extends CallableTimeSetInput {
  id: string
  organizationId: string
  version: number
  /** ISO, like the other listed entities */
  dateCreated: string
  dateModified: string
}
