/**
 * The dialer's event log per organisation (the platform's EventLog, `GET /api/v2/outbound/events`): what the
 * emulator did or could not do on its own, such as a scheduled start refused because 50 campaigns were already
 * active, a sequence that stopped, or a campaign that cannot dial (no idle agent, no line, its list worked
 * through: dialer/dialerSimulation.ts). Only the latest MAX_EVENTS per organisation are kept.
 */
import { randomUUID } from 'node:crypto'

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
  level: 'Info' | 'Warning' | 'Error'
  category: 'Schedule' | 'Sequence' | 'Campaign' | 'ContactList'
  correlationId: string
  code: string
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
