import type { NotDialingReason } from '@/shared/campaigns/performanceTypes'

import type { Formatters } from '../../hooks/useFormatters'
import type { useCampaignsT } from '../../i18n/CampaignTexts'

type T = ReturnType<typeof useCampaignsT>['t']

/** "08:00" in the zone (with the weekday when it is not today there), in the person's language. */
function formatUntil(until: string, timeZone: string | null, language: string, now: Date): string {
  const at = new Date(until)
  const zone = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(language, { ...options, timeZone: timeZone ?? undefined })
    } catch {
      return new Intl.DateTimeFormat(language, options)
    }
  }
  const day = zone({ year: 'numeric', month: 'numeric', day: 'numeric' })
  const sameDay = day.format(at) === day.format(now)
  return zone(
    sameDay ? { timeStyle: 'short' } : { weekday: 'long', hour: 'numeric', minute: '2-digit' }
  ).format(at)
}

export interface ReasonText {
  text: string
  /** the platform's own messages (an invalid campaign's errors, a rule set's warnings) */
  details?: string[]
  /** what fixes it, when someone can act on it from here or in Genesys Cloud */
  fix?: string
}

/** A reason the campaign is not dialing, in plain words (`diagnosis.*`), with what fixes it. */
export function reasonText(reason: NotDialingReason, t: T, format: Formatters, language: string): ReasonText {
  const n = (value: number) => format.integer.format(value)
  switch (reason.kind) {
    case 'invalid':
      return {
        text: t(reason.errors.length > 0 ? 'diagnosis.invalid.withErrors' : 'diagnosis.invalid.plain'),
        details: reason.errors,
        fix: t('diagnosis.invalid.fix')
      }
    case 'listExhausted':
      return {
        text: reason.contactList
          ? t('diagnosis.listExhausted.named', { list: reason.contactList })
          : t('diagnosis.listExhausted.plain')
      }
    case 'noAgents': {
      const queue = reason.queue
        ? t('diagnosis.noAgents.queueNamed', { queue: reason.queue })
        : t('diagnosis.noAgents.itsQueue')
      const { onQueue, busy, onOtherCalls } = reason
      let text: string
      if (onQueue === 0) text = t('diagnosis.noAgents.nobody', { queue })
      else if (onQueue === null) text = t('diagnosis.noAgents.plain', { queue })
      else if (busy === 0 && onOtherCalls !== null && onOtherCalls >= onQueue)
        text = t('diagnosis.noAgents.allOnOtherCalls', { queue, count: onQueue, onQueue: n(onQueue) })
      else if (onOtherCalls === 0 && busy !== null && busy >= onQueue)
        text = t('diagnosis.noAgents.allOnCampaignCalls', { queue, count: onQueue, onQueue: n(onQueue) })
      else if (busy !== null && onOtherCalls !== null)
        text = t('diagnosis.noAgents.mixed', {
          queue,
          count: onQueue,
          onQueue: n(onQueue),
          busy: n(busy),
          onOtherCalls: n(onOtherCalls)
        })
      else text = t('diagnosis.noAgents.noneIdle', { queue, count: onQueue, onQueue: n(onQueue) })
      return { text, fix: t('diagnosis.noAgents.fix', { queue }) }
    }
    case 'noLines':
      return { text: t('diagnosis.noLines.text'), fix: t('diagnosis.noLines.fix') }
    case 'lineLimit':
      return {
        text: t('diagnosis.lineLimit.text', { count: reason.lines, lines: n(reason.lines) }),
        fix: t('diagnosis.lineLimit.fix')
      }
    case 'ruleSet':
      return {
        text: reason.ruleSet
          ? t('diagnosis.ruleSet.named', { ruleSet: reason.ruleSet })
          : t('diagnosis.ruleSet.plain'),
        details: reason.warnings,
        fix: t('diagnosis.ruleSet.fix')
      }
    case 'outsideHours': {
      const until = reason.until
        ? {
            time: formatUntil(reason.until, reason.timeZone, language, new Date()),
            timeZone: reason.timeZone ?? ''
          }
        : null
      const counted = reason.remaining !== null && reason.remaining > 0
      const values = counted ? { count: reason.remaining!, remaining: n(reason.remaining!) } : {}
      const key = `diagnosis.outsideHours.${counted ? 'counted' : 'plain'}${until ? 'Until' : ''}`
      return { text: t(key, { ...values, ...until }) }
    }
    case 'campaignLimit':
      return {
        text: t('diagnosis.campaignLimit.text', {
          count: reason.active,
          active: n(reason.active),
          limit: n(reason.limit)
        }),
        fix: t('diagnosis.campaignLimit.fix')
      }
    case 'unknown':
      return { text: t('diagnosis.unknown.text'), fix: t('diagnosis.unknown.fix') }
  }
}
