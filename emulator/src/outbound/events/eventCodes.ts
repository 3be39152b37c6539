/**
 * The dialer event log's values the emulator uses, each one the SDK documents (contract/sdkEnums.json, EventLog
 * and EventMessage): levels and categories in capitals, codes from the EventMessage enum. The emulator invents
 * none: a case no documented code fits is not logged.
 */

export type EventLevel = 'INFO' | 'WARNING' | 'ERROR'

export type EventCategory = 'CAMPAIGN' | 'SCHEDULE'

export const DIALER_EVENT_CODES = {
  /** a start refused: the organisation already has 50 active campaigns */
  activeLimit: 'ACTIVE_CAMPAIGNS_LIMIT_EXCEEDED',
  /** a scheduled start refused: the campaign is invalid */
  scheduledInvalid: 'SCHEDULED_CAMPAIGN_INVALID',
  /** a campaign could not start for another reason (a sequence's next campaign, a stopping campaign) */
  startError: 'CAMPAIGN_START_ERROR',
  /** a sequence stopped because its current campaign stopped (by hand, or with nothing to dial) */
  stopped: 'CAMPAIGN_STOPPED'
} as const

export type EventCode = (typeof DIALER_EVENT_CODES)[keyof typeof DIALER_EVENT_CODES]

/**
 * The event code of a start the platform API refused (`POST …/start`'s error code): the 50-active limit and an
 * invalid campaign have their own; anything else is a start error.
 */
export function refusedStartCode(errorCode: string): EventCode {
  if (errorCode === 'campaign.active.limit.reached') return DIALER_EVENT_CODES.activeLimit
  if (errorCode === 'campaign.invalid') return DIALER_EVENT_CODES.scheduledInvalid
  return DIALER_EVENT_CODES.startError
}
