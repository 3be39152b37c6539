import { CheckInputError } from './CheckInputError'
import type { PlatformHttp } from './createPlatformHttp'
import { outcomeOf } from './checkOperations'
import type { Finding, IdentityResult, OperationResult } from './orgReport'

const USERS_ME = '/api/v2/users/me'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

function identityOf(body: unknown): IdentityResult {
  const me = isRecord(body) ? body : {}
  const organization = isRecord(me.organization) ? me.organization : undefined
  const permissions = isRecord(me.authorization) ? me.authorization.permissions : undefined
  return {
    user: { id: text(me.id), name: text(me.name), email: text(me.email) },
    organization: organization
      ? {
          id: text(organization.id),
          name: text(organization.name),
          thirdPartyOrgName: text(organization.thirdPartyOrgName)
        }
      : null,
    permissions: Array.isArray(permissions) ? permissions.filter(p => typeof p === 'string') : null
  }
}

/**
 * Who the token belongs to and what they may do: `GET /api/v2/users/me?expand=organization,authorization`, as
 * the app asks at sign-in. No answer, or 401, is the caller's input to fix (wrong region, expired token):
 * CheckInputError. A client-credentials token has no person: the features are then judged by the answers.
 */
export async function checkIdentity(
  http: PlatformHttp,
  apiBaseUrl: string,
  clientCredentials: boolean
): Promise<{ identity: IdentityResult; result: OperationResult; findings: Finding[] }> {
  const answer = await http.call({
    method: 'GET',
    route: USERS_ME,
    query: { expand: ['organization', 'authorization'] }
  })
  const result = outcomeOf(`GET ${USERS_ME}`, 'signIn', answer)
  if (answer.status === 0)
    throw new CheckInputError(`Could not reach ${apiBaseUrl}: ${answer.error ?? 'no answer'}.`)
  if (answer.status === 401)
    throw new CheckInputError(
      `The platform refused the token (401${result.message ? `: ${result.message.replace(/\.$/, '')}` : ''}). It may have expired, or belong to another region.`
    )
  if (result.outcome !== 'ok') {
    const identity: IdentityResult = { user: null, organization: null, permissions: null }
    const why = `GET ${USERS_ME} answered ${answer.status}${result.message ? `: ${result.message}` : ''}`
    const findings: Finding[] = clientCredentials
      ? [
          {
            mark: 'note',
            text: `${why}. A client-credentials token has no person: features are judged by the answers`
          }
        ]
      : [{ mark: 'fail', text: `${why}: nobody can sign in with this token` }]
    return { identity, result, findings }
  }
  const identity = identityOf(answer.body)
  const who = [identity.user?.name, identity.user?.email && `<${identity.user.email}>`]
    .filter(Boolean)
    .join(' ')
  const org = identity.organization
  const findings: Finding[] = [
    {
      mark: 'ok',
      text: `${who || identity.user?.id || 'someone'} of ${org?.name ?? 'an organisation'}${org?.thirdPartyOrgName ? ` (${org.thirdPartyOrgName})` : ''}${org?.id ? `, ${org.id}` : ''}`
    },
    identity.permissions
      ? { mark: 'ok', text: `${identity.permissions.length} permissions listed (expand=authorization)` }
      : {
          mark: 'note',
          text: 'the platform listed no permissions (expand=authorization): features are judged by the answers'
        }
  ]
  if (result.violation)
    findings.push({
      mark: 'note',
      text: `GET ${USERS_ME} answered outside the SDK's model`,
      details: [`not as ${result.violation.model}:`, ...result.violation.problems.map(p => `  ${p}`)]
    })
  return { identity, result, findings }
}
