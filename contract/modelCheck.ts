/**
 * Checks what crosses between a client and the platform against the official SDK's models: every answer
 * against the model the SDK's method for that path and method returns (an error against ErrorBody), every
 * request body against the model the method takes, every query parameter against the ones it sends, and every
 * notification against the model of its topic. A check answers what is wrong, in words, or null.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'

import { pathKey, sdkOperations, type SdkOperation } from './sdkOperations'
import { modelsIn, sdkSchemas, type JsonSchema } from './sdkSchemas'
import { HEARTBEAT_SCHEMA, HEARTBEAT_TOPIC, TOPIC_MODELS, topicOf } from './sdkTopics'

/** One call as the emulator (or a real organisation) answered it. */
export interface PlatformExchange {
  method: string
  /** the path template of the route that answered (e.g. /api/v2/outbound/campaigns/{campaignId}) */
  route: string
  /** whether a route answered (false: the platform's 404 or 405 for an unknown path) */
  matched: boolean
  /** the query parameters' names */
  query: readonly string[]
  status: number
  /** the request's JSON body, undefined without one */
  requestBody: unknown
  /** the answer's JSON body, undefined without one */
  responseBody: unknown
  /** the request's User-Agent and Origin headers (the app's calls are told from a test's by them) */
  userAgent?: string
  origin?: string
}

export interface ModelViolation {
  /** e.g. "answer of GET /api/v2/outbound/campaigns/{campaignId} (200)", "event v2.outbound.campaigns.{id}" */
  what: string
  /** the SDK model it was checked against, or the SDK operation it lacks */
  model: string
  problems: string[]
}

export interface ModelCheck {
  /** the SDK operation a route is, if the SDK has it */
  operationOf(method: string, route: string): SdkOperation | undefined
  exchange(exchange: PlatformExchange): ModelViolation | null
  event(topicName: string, eventBody: unknown): ModelViolation | null
  /** the SDK operations and topics checked so far */
  readonly checked: { operations: Set<string>; topics: Set<string> }
}

const MAX_PROBLEMS = 8

/** A type of index.d.ts ("Models.Campaign", "Array<string>", "{ [key: string]: number; }") as a schema. */
export function schemaOfType(type: string): JsonSchema {
  const text = type.trim()
  const array = /^Array<(.*)>$/.exec(text)
  if (array) return { type: 'array', items: schemaOfType(array[1]!) }
  const map = /^\{ \[key: string\]: (.*); \}$/.exec(text)
  if (map) return { type: 'object', additionalProperties: schemaOfType(map[1]!) }
  const model = /^Models\.(\w+)$/.exec(text)
  if (model) return { $ref: `sdk#/definitions/${model[1]}` }
  if (['string', 'number', 'boolean'].includes(text)) return { type: text }
  // `object` is how the SDK's generator writes Java's Object: any JSON value (a string in messageParams).
  return {}
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).slice(0, MAX_PROBLEMS).map(error => {
    const at = error.instancePath || '(the body)'
    if (error.keyword === 'additionalProperties')
      return `${at}: "${String(error.params.additionalProperty)}" is not in the model`
    if (error.keyword === 'required') return `${at}: "${String(error.params.missingProperty)}" is required`
    if (error.keyword === 'enum')
      return `${at}: not one of ${(error.params.allowedValues as string[]).join(', ')}`
    return `${at}: ${error.message ?? error.keyword}`
  })
}

/**
 * A checker for the operations of `routes` (what the emulator serves, or what a preflight calls) and the
 * mapped topics: their models are made once, when it is created.
 */
export function createModelCheck(routes: readonly { method: string; path: string }[]): ModelCheck {
  const operations = sdkOperations()
  const used = routes.flatMap(route => operations.get(pathKey(route.method, route.path)) ?? [])
  const models = [
    'ErrorBody',
    ...Object.values(TOPIC_MODELS),
    ...used.flatMap(operation => [...modelsIn(operation.body ?? ''), ...modelsIn(operation.returns)])
  ]
  const ajv = new Ajv({ allErrors: true, strict: false })
  ajv.addSchema({ $id: 'sdk', definitions: sdkSchemas(models) })
  const compiled = new Map<string, ValidateFunction>()
  const validator = (key: string, schema: () => JsonSchema) => {
    let validate = compiled.get(key)
    if (!validate) compiled.set(key, (validate = ajv.compile(schema())))
    return validate
  }
  const checked = { operations: new Set<string>(), topics: new Set<string>() }

  const against = (what: string, type: string, value: unknown): ModelViolation | null => {
    const validate = validator(type, () => schemaOfType(type))
    return validate(value) ? null : { what, model: type, problems: describe(validate.errors) }
  }

  /**
   * Only a request the platform took (an answer below 400) is checked: one it refused has had its error
   * answered, and the tests that send bad input on purpose would read as faults of the caller.
   */
  function checkRequest(operation: SdkOperation, exchange: PlatformExchange, what: string) {
    if (exchange.status >= 400) return null
    const problems: string[] = []
    const unknown = exchange.query.filter(name => !operation.query.includes(name))
    if (unknown.length > 0) problems.push(`query parameter(s) ${unknown.join(', ')} not taken by the SDK`)
    if (exchange.requestBody !== undefined && !operation.body) problems.push('a body the SDK does not send')
    if (problems.length > 0) return { what: `request of ${what}`, model: operation.id, problems }
    if (exchange.requestBody === undefined || !operation.body) return null
    return against(`request of ${what}`, operation.body, exchange.requestBody)
  }

  function checkAnswer(operation: SdkOperation, exchange: PlatformExchange, what: string) {
    const answer = `answer of ${what} (${exchange.status})`
    // HEAD answers carry no body, whatever the status.
    if (exchange.method === 'HEAD') return null
    if (exchange.status >= 400) return against(answer, 'Models.ErrorBody', exchange.responseBody)
    if (exchange.status >= 300) return null
    const body = exchange.responseBody
    if (operation.returns === 'void')
      return body === undefined
        ? null
        : { what: answer, model: operation.id, problems: ['a body the SDK does not read'] }
    if (body === undefined)
      return exchange.status === 202 || exchange.status === 204
        ? null
        : { what: answer, model: operation.returns, problems: ['no body where the SDK expects one'] }
    return against(answer, operation.returns, body)
  }

  return {
    checked,
    operationOf: (method, route) => operations.get(pathKey(method, route)),
    exchange(exchange) {
      const what = `${exchange.method} ${exchange.route}`
      const operation = operations.get(pathKey(exchange.method, exchange.route))
      if (!operation) {
        if (!exchange.matched) return null
        return { what, model: '(none)', problems: ['the SDK has no such operation'] }
      }
      checked.operations.add(operation.id)
      return checkRequest(operation, exchange, what) ?? checkAnswer(operation, exchange, what)
    },
    event(topicName, eventBody) {
      if (topicName === HEARTBEAT_TOPIC) {
        const validate = validator(HEARTBEAT_TOPIC, () => HEARTBEAT_SCHEMA)
        return validate(eventBody)
          ? null
          : { what: `event ${topicName}`, model: 'heartbeat', problems: describe(validate.errors) }
      }
      const mapped = topicOf(topicName)
      if (!mapped)
        return { what: `event ${topicName}`, model: '(none)', problems: ['no SDK model maps this topic'] }
      checked.topics.add(mapped.topic)
      return against(`event ${mapped.topic}`, `Models.${mapped.model}`, eventBody)
    }
  }
}
