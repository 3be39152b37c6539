import { analyticsRoutes } from '../analytics/analyticsRoutes'
import { auditQueryRoutes } from '../audits/auditQueryRoutes'
import { auditedRoutes } from '../audits/auditedRoutes'
import { campaignAudit } from '../audits/campaignAudit'
import { notificationRoutes } from '../notifications/notificationRoutes'
import { campaignRoutes } from '../outbound/campaignRoutes'
import { diagnosticsRoutes } from '../outbound/dialer/diagnosticsRoutes'
import { contactListRoutes } from '../outbound/contacts/contactListRoutes'
import { contactRoutes } from '../outbound/contacts/contactRoutes'
import { dncListRoutes } from '../outbound/contacts/dncListRoutes'
import { exportRoutes } from '../outbound/contacts/exportRoutes'
import { callableTimeSetRoutes } from '../outbound/callableTimes/callableTimeSetRoutes'
import { eventRoutes } from '../outbound/events/eventRoutes'
import { resourceRoutes } from '../outbound/resourceRoutes'
import { scheduleRoutes } from '../outbound/schedules/scheduleRoutes'
import { sequenceRoutes } from '../outbound/sequences/sequenceRoutes'
import type { ApiRoute } from './apiContext'
import { getOrganizationsMe } from './organizations'
import { deleteTokensMe, getTokensMe } from './tokens'
import { getUsersMe } from './users'
import { postUsersSearch } from './usersSearch'

/**
 * The Platform API endpoints the emulator serves, all behind bearer auth and the rate limit. To add an API,
 * write its handlers and spread its route list in here (as the Outbound API's are).
 */
export const apiRoutes: ApiRoute[] = [
  { method: 'GET', path: '/api/v2/users/me', handler: getUsersMe },
  { method: 'POST', path: '/api/v2/users/search', handler: postUsersSearch },
  { method: 'GET', path: '/api/v2/organizations/me', handler: getOrganizationsMe },
  { method: 'GET', path: '/api/v2/tokens/me', handler: getTokensMe },
  { method: 'DELETE', path: '/api/v2/tokens/me', handler: deleteTokensMe },
  // before campaignRoutes: campaigns/performance/query must not be read as a campaign id
  ...diagnosticsRoutes,
  // every change to a campaign is audited (the other kinds' through the kit: versionedObjectRoutes.ts)
  ...auditedRoutes(campaignRoutes, campaignAudit),
  ...contactListRoutes,
  ...contactRoutes,
  ...dncListRoutes,
  ...exportRoutes,
  ...resourceRoutes,
  ...scheduleRoutes,
  ...callableTimeSetRoutes,
  ...sequenceRoutes,
  ...eventRoutes,
  ...notificationRoutes,
  ...analyticsRoutes,
  ...auditQueryRoutes
]
