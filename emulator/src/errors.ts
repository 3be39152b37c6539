import { json, type Reply } from './reply'

/** The platform's error model (ErrorBody in the SDK's typings), with the fields callers read. */
export interface ErrorBody {
  message: string
  messageWithParams: string
  messageParams: Record<string, string>
  code: string
  status: number
  contextId: string
  details: unknown[]
  errors: unknown[]
}

export function errorBody(status: number, code: string, message: string, contextId: string): ErrorBody {
  return {
    message,
    messageWithParams: message,
    messageParams: {},
    code,
    status,
    contextId,
    details: [],
    errors: []
  }
}

export function apiError(
  status: number,
  code: string,
  message: string,
  contextId: string,
  headers: Record<string, string> = {}
): Reply {
  return json(status, errorBody(status, code, message, contextId), headers)
}

const knownErrors: Record<number, { code: string; message: string }> = {
  400: {
    code: 'bad.request',
    message: 'The request could not be understood by the server due to malformed syntax.'
  },
  401: {
    code: 'authentication.required',
    message: 'No authentication bearer token specified in authorization header.'
  },
  403: { code: 'not.authorized', message: 'You are not authorized to perform the requested action.' },
  404: { code: 'not.found', message: 'The requested resource was not found.' },
  408: { code: 'request.timeout', message: 'The request timed out.' },
  409: { code: 'conflict', message: 'The request conflicts with the current state of the resource.' },
  429: {
    code: 'too.many.requests',
    message: 'Rate limit exceeded the maximum. Retry the request in [1] seconds'
  },
  500: { code: 'internal.server.error', message: 'The server encountered an unexpected condition.' },
  502: { code: 'bad.gateway', message: 'The server received an invalid response from an upstream server.' },
  503: {
    code: 'service.unavailable',
    message:
      'Service Unavailable - The server is currently unavailable (because it is overloaded or down for maintenance).'
  },
  504: {
    code: 'gateway.timeout',
    message: 'The server did not receive a timely response from an upstream server.'
  }
}

/** An ErrorBody that fits a status, for faults injected without a body of their own. */
export function errorForStatus(status: number, contextId: string): Reply {
  const known = knownErrors[status] ?? {
    code: status >= 500 ? 'internal.server.error' : 'bad.request',
    message: `Injected failure with status ${status}.`
  }
  const headers: Record<string, string> = status === 429 ? { 'Retry-After': '1' } : {}
  return apiError(status, known.code, known.message, contextId, headers)
}
