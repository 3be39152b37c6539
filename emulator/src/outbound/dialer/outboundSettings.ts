/**
 * The platform's OutboundSettings (`GET /outbound/settings`): the organisation-wide dialer settings. The emulator
 * keeps them fixed per organisation (no PATCH yet): values a typical org has, consistent with the rules the
 * emulator applies (a campaign's maxCallsPerAgent may go up to maxConfigurableCallsPerAgent, 15).
 */
import type { SeedOrganization } from '../../seed'

/** 2025-09-01T08:00Z, when the seeded organisations' outbound settings were last saved. */
const SAVED = '2025-09-01T08:00:00.000Z'

export function toOutboundSettings(org: SeedOrganization) {
  return {
    id: org.id,
    name: org.name,
    dateCreated: SAVED,
    dateModified: SAVED,
    version: 1,
    maxCallsPerAgent: 4,
    maxCallsPerAgentDecimal: 4,
    maxConfigurableCallsPerAgent: 15,
    maxLineUtilization: 1,
    abandonSeconds: 2,
    complianceAbandonRateDenominator: 'ALL_CALLS',
    automaticTimeZoneMapping: {
      callableWindows: [
        {
          mapped: { earliestCallableTime: '08:00', latestCallableTime: '21:00' },
          unmapped: {
            earliestCallableTime: '09:00',
            latestCallableTime: '20:00',
            timeZoneId: 'America/Chicago'
          }
        }
      ],
      supportedCountries: ['US']
    },
    rescheduleTimeZoneSkippedContacts: false,
    contactListDefaultRetentionType: 'Permanent',
    timeZone: 'UTC',
    selfUri: '/api/v2/outbound/settings'
  }
}
