import { errorBody } from '../errors'
import { json, type Reply } from '../reply'

/** One problem with a request body, as the platform's ErrorBody `details` carry it. */
export interface ErrorDetail {
  errorCode: string
  fieldName?: string
  entityId?: string
  entityName?: string
}

export interface OutboundErrorExtras {
  details?: ErrorDetail[]
  messageParams?: Record<string, string>
  /** the platform's ErrorBody.limit, for limit errors */
  limit?: { key: string; namespace: string; value: number }
  entityId?: string
  entityName?: string
  headers?: Record<string, string>
}

/** An ErrorBody with the optional fields outbound errors fill in (details, limit, the entity concerned). */
export function outboundError(
  status: number,
  code: string,
  message: string,
  contextId: string,
  extras: OutboundErrorExtras = {}
): Reply {
  const { headers, ...fields } = extras
  const body = { ...errorBody(status, code, message, contextId), ...fields }
  if (extras.messageParams) body.messageParams = extras.messageParams
  return json(status, body, headers)
}

export const notFound = (what: string, id: string, contextId: string) =>
  outboundError(404, 'not.found', `The ${what} ${id} was not found.`, contextId, { entityId: id })

export const badRequest = (message: string, contextId: string, details?: ErrorDetail[]) =>
  outboundError(400, 'bad.request', message, contextId, details ? { details } : {})

/** A store's refusal (outcome.ts) as the ErrorBody it stands for. */
export const failureReply = (
  failure: { status: number; code: string; message: string; extras?: OutboundErrorExtras },
  contextId: string
) => outboundError(failure.status, failure.code, failure.message, contextId, failure.extras)
