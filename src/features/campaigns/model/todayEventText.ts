import type { CampaignTodayEvent } from '@/shared/campaigns/campaignTodayTypes'

/** A text of the campaigns texts: its key and values. */
export interface EventText {
  key: string
  values?: Record<string, string | number>
}

interface Figures {
  /** a percentage given in % (7.8 → "7.8%") */
  percent: (value: number) => string
  integer: (value: number) => string
}

/**
 * What a dialer event says, in the app's words (`today.events.*`): the most precise text its figures allow, the
 * platform's own text only for events the app does not know (`other`), and never a code or an id.
 */
export function todayEventText(event: CampaignTodayEvent, figures: Figures): EventText | { text: string } {
  const p = event.params
  switch (event.kind) {
    case 'noIdleAgents':
      if (p.queue && p.onQueue !== undefined && p.onOtherCalls !== undefined)
        return {
          key: 'today.events.noIdleAgentsFigures',
          values: {
            queue: p.queue,
            onQueue: figures.integer(p.onQueue),
            busy: figures.integer(p.busy ?? 0),
            onOtherCalls: figures.integer(p.onOtherCalls)
          }
        }
      return p.queue
        ? { key: 'today.events.noIdleAgentsQueue', values: { queue: p.queue } }
        : { key: 'today.events.noIdleAgents' }
    case 'noLines':
      return { key: 'today.events.noLines' }
    case 'lineLimit':
      return p.lines !== undefined
        ? { key: 'today.events.lineLimitCount', values: { count: p.lines } }
        : { key: 'today.events.lineLimit' }
    case 'abandonRate': {
      if (p.abandonRate === undefined || p.target === undefined) return { key: 'today.events.abandonRate' }
      const rate = figures.percent(p.abandonRate)
      const target = figures.percent(p.target)
      return p.idleAgents !== undefined && p.agentsNeeded !== undefined
        ? {
            key: 'today.events.abandonRateAgents',
            values: { rate, target, count: p.idleAgents, needed: figures.integer(p.agentsNeeded) }
          }
        : { key: 'today.events.abandonRateFigures', values: { rate, target } }
    }
    case 'listExhausted':
      return p.contactList
        ? { key: 'today.events.listExhaustedName', values: { contactList: p.contactList } }
        : { key: 'today.events.listExhausted' }
    case 'startRefused':
      if (p.startRefusal === 'activeLimit') return { key: 'today.events.startRefusedActiveLimit' }
      if (p.startRefusal === 'invalid') return { key: 'today.events.startRefusedInvalid' }
      return { key: 'today.events.startRefused' }
    case 'startFailed':
      if (p.startRefusal === 'activeLimit') return { key: 'today.events.startFailedActiveLimit' }
      if (p.startRefusal === 'invalid') return { key: 'today.events.startFailedInvalid' }
      return { key: 'today.events.startFailed' }
    case 'sequenceStopped':
      return p.sequence
        ? { key: 'today.events.sequenceStoppedName', values: { sequence: p.sequence } }
        : { key: 'today.events.sequenceStopped' }
    case 'other':
      return event.message.trim() ? { text: event.message.trim() } : { key: 'today.events.other' }
  }
}
