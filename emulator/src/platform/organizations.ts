import { json, type Reply } from '../reply'
import type { SeedOrganization } from '../seed'
import type { ApiContext } from './apiContext'

export const organizationUri = (id: string) => `/api/v2/organizations/${id}`

/** The platform's Organization model. */
export function toOrganization(org: SeedOrganization) {
  return {
    id: org.id,
    name: org.name,
    defaultLanguage: 'en-us',
    defaultCountryCode: 'US',
    thirdPartyOrgName: org.thirdPartyOrgName,
    thirdPartyURI: `https://${org.domain}`,
    domain: org.domain,
    version: org.version,
    state: 'active',
    defaultSiteId: org.defaultSiteId,
    supportURI: `https://${org.domain}/support`,
    voicemailEnabled: true,
    productPlatform: 'PureCloud',
    features: {},
    selfUri: organizationUri(org.id)
  }
}

/** GET /api/v2/organizations/me */
export const getOrganizationsMe = (ctx: ApiContext): Reply =>
  json(200, toOrganization(ctx.session.organization))
