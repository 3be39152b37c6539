/**
 * The dialer's event log per organisation (the platform's EventLog, `GET /api/v2/outbound/events`): what the
 * dialer did or could not do on its own, in the SDK's documented values only (eventCodes.ts): a scheduled start
 * refused (50 campaigns already active, the campaign invalid), a sequence that stopped. Why an `on` campaign is
 * not dialing (no idle agent, no line, its hours closed…) is not an event on the platform: the diagnostics and
 * the diagnostics summary's health windows say it (dialer/diagnosticSummary.ts). Only the latest MAX_EVENTS per
 * organisation are kept.
 */
import { randomUUID } from 'node:crypto'
import type { EventCategory, EventCode, EventLevel } from './eventCodes'

export const MAX_EVENTS = 1000

export interface EntityRef {
  id: string
  name?: string
  selfUri: string
}

export interface DialerEvent {
  id: string
  organizationId: string
  /** a short title, e.g. "Scheduled start refused" */
  name: string
  /** epoch ms */
  timestamp: number
  level: EventLevel
  category: EventCategory
  correlationId: string
  code: EventCode
  message: string
  /** the message with `{placeholders}`, and their values (the platform's EventMessage); default: the message, {} */
  messageWithParams?: string
  messageParams?: Record<string, string>
  relatedEntity?: EntityRef
  errorEntity?: EntityRef
}

export type DialerEventInput = Omit<DialerEvent, 'id' | 'correlationId'>

export class DialerEventStore {
  private events: DialerEvent[] = []

  clear(): void {
    this.events = []
  }

  add(input: DialerEventInput): DialerEvent {
    const event: DialerEvent = { ...input, id: randomUUID(), correlationId: randomUUID() }
    this.events.push(event)
    const mine = this.events.filter(e => e.organizationId === input.organizationId)
    if (mine.length > MAX_EVENTS) {
      const oldest = mine[0]
      this.events = this.events.filter(e => e !== oldest)
    }
    return event
  }

  all(orgId: string): DialerEvent[] {
    return this.events.filter(event => event.organizationId === orgId)
  }

  find(orgId: string, id: string): DialerEvent | undefined {
    return this.events.find(event => event.organizationId === orgId && event.id === id)
  }
}
