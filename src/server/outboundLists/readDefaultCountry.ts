import type { PlatformSession } from '@/server/platform'
import { getOrganization } from '@/server/platform/contactListApi'

/**
 * The organisation's default country (ISO 3166 alpha-2) for numbers written without one: the platform's, else
 * the US (its own default), also when it cannot be read (the list is shown all the same).
 */
export const readDefaultCountry = (session: PlatformSession): Promise<string> =>
  getOrganization(session).then(
    organization => organization.defaultCountryCode ?? 'US',
    () => 'US'
  )
