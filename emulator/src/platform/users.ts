import { json, type Reply } from '../reply'
import type { SeedUser } from '../seed'
import type { EmulatorState } from '../store'
import type { ApiContext } from './apiContext'
import { toOrganization } from './organizations'

/** `expand` may be repeated (expand=a&expand=b, as the SDK sends it) or comma-separated (expand=a,b). */
export function expansions(query: URLSearchParams): Set<string> {
  return new Set(
    query
      .getAll('expand')
      .flatMap(value => value.split(','))
      .map(value => value.trim())
      .filter(Boolean)
  )
}

/** The platform's UserMe model (a User plus the requested expansions). */
export function toUserMe(user: SeedUser, state: EmulatorState, expand: Set<string>) {
  const organization = state.findOrganization(user.organizationId)
  const division = state.findDivision(user.divisionId)
  const userMe: Record<string, unknown> = {
    id: user.id,
    name: user.name,
    division: division && {
      id: division.id,
      name: division.name,
      selfUri: `/api/v2/authorization/divisions/${division.id}`
    },
    chat: { jabberId: `${user.id}@${organization?.thirdPartyOrgName ?? 'org'}.orgspan.com` },
    email: user.email,
    primaryContactInfo: [{ address: user.email, mediaType: 'EMAIL', type: 'PRIMARY' }],
    addresses: [],
    state: 'active',
    title: user.title,
    username: user.email,
    images: [],
    version: user.version,
    acdAutoAnswer: false,
    selfUri: `/api/v2/users/${user.id}`
  }
  if (expand.has('organization') && organization) userMe.organization = toOrganization(organization)
  if (expand.has('authorization')) {
    userMe.authorization = {
      roles: user.roleIds.flatMap(id => {
        const role = state.findRole(id)
        return role ? [{ id: role.id, name: role.name }] : []
      }),
      unusedRoles: [],
      permissions: [...user.permissions],
      permissionPolicies: []
    }
  }
  return userMe
}

/** GET /api/v2/users/me (expand: organization, authorization; other expansions are ignored) */
export const getUsersMe = (ctx: ApiContext): Reply =>
  json(200, toUserMe(ctx.session.user, ctx.state, expansions(ctx.query)))
