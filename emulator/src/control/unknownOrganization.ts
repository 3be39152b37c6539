import { apiError } from '../errors'
import type { Reply } from '../reply'
import type { RequestContext } from '../requestContext'

/** The control API's 400 for an organisation id the seed does not have, naming the ones it has. */
export function unknownOrganization(ctx: RequestContext, id: string): Reply {
  const known = ctx.state.organizations.map(org => `${org.id} (${org.name})`).join(', ')
  return apiError(
    400,
    'bad.request',
    `No seeded organization has the id "${id}". Known: ${known}.`,
    ctx.correlationId
  )
}
