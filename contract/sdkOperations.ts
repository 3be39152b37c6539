/**
 * Every Platform API operation as the official SDK declares it, read from the SDK itself: the path template,
 * the HTTP method and the query parameters from its `api/*.js` (each method ends in one `callApi(path, method,
 * pathParams, queryParams, …)`), the request body's and the answer's types from the same method's signature in
 * `index.d.ts`. Nothing here is typed by hand: a new SDK brings its own operations.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { sdkApiFolder, sdkTypingsPath } from './sdkPackage'

export interface SdkOperation {
  /** e.g. "OutboundApi.getOutboundCampaign" */
  id: string
  method: string
  /** the SDK's path template, e.g. /api/v2/outbound/campaigns/{campaignId} */
  path: string
  /** the query parameters the SDK may send */
  query: readonly string[]
  /** the body's type as index.d.ts writes it (e.g. "Models.Campaign", "Array<string>"), if it takes one */
  body: string | undefined
  /** the answer's type as index.d.ts writes it ("void" when it has none) */
  returns: string
}

const CALL =
  /\n\t(?!constructor\b)(\w+)\([^)]*\) \{[\s\S]*?callApi\(\s*'([^']+)',\s*'(\w+)',\s*\{[^}]*\},\s*\{([^}]*)\}/g
const QUERY_NAME = /'(\w+)':/g
const SIGNATURE = /^\s*(\w+)\((.*)\): Promise<(.*)>;\s*$/
const CLASS = /^declare class (\w+Api) \{/

/** `{ 'campaignId': campaignId }` → the segment names are all we need: `/a/{b}/c` ⇒ `/a/{}/c` */
export const pathKey = (method: string, template: string) =>
  `${method.toUpperCase()} ${template.replace(/\{[^}]*\}/g, '{}')}`

/**
 * Optional bodies are not in a method's parameters but in its options (`opts?: OutboundApi.xOptions`, whose
 * `"body"?: Models.Y`): by `Api.xOptions`, the body's type.
 */
function readOptionBodies(typings: string): Map<string, string> {
  const bodies = new Map<string, string>()
  for (const [, api, block] of typings.matchAll(/^declare namespace (\w+Api) \{([\s\S]*?)^\}/gm))
    for (const [, options, fields] of block!.matchAll(/export interface (\w+Options) \{([^}]*)\}/g)) {
      const body = /"body"\?: (.+);/.exec(fields!)?.[1]
      if (body) bodies.set(`${api}.${options}`, body)
    }
  return bodies
}

function readSignatures(): Map<string, { body: string | undefined; returns: string }> {
  const signatures = new Map<string, { body: string | undefined; returns: string }>()
  const typings = readFileSync(sdkTypingsPath, 'utf8')
  const optionBodies = readOptionBodies(typings)
  let api: string | undefined
  for (const line of typings.split('\n')) {
    const opened = CLASS.exec(line)
    if (opened) api = opened[1]
    else if (line.startsWith('}')) api = undefined
    if (!api) continue
    const signature = SIGNATURE.exec(line)
    if (!signature) continue
    const options = /(?:^|, )opts\?: (\w+Api\.\w+Options)/.exec(signature[2]!)?.[1]
    const body =
      /(?:^|, )body\??: (.+?)(?:, (?:opts|\w+)\??: |$)/.exec(signature[2]!)?.[1] ??
      (options ? optionBodies.get(options) : undefined)
    signatures.set(`${api}.${signature[1]}`, { body, returns: signature[3]!.trim() })
  }
  return signatures
}

let operations: Map<string, SdkOperation> | undefined

/** The SDK's operations by `pathKey(method, path)`. */
export function sdkOperations(): Map<string, SdkOperation> {
  if (operations) return operations
  const signatures = readSignatures()
  operations = new Map()
  for (const file of readdirSync(sdkApiFolder).filter(name => name.endsWith('.js'))) {
    const api = path.basename(file, '.js')
    const source = readFileSync(path.join(sdkApiFolder, file), 'utf8')
    for (const [, name, template, method, queryObject] of source.matchAll(CALL)) {
      const id = `${api}.${name}`
      const signature = signatures.get(id)
      if (!signature) continue
      const query = [...queryObject!.matchAll(QUERY_NAME)].map(match => match[1]!)
      const operation = { id, method: method!, path: template!, query, ...signature }
      operations.set(pathKey(method!, template!), operation)
    }
  }
  return operations
}
