/**
 * JSON Schemas of the official SDK's models, made from its `index.d.ts` by ts-json-schema-generator (the
 * TypeScript compiler reads the SDK's own typings: no model is written by hand). Strict: a property the model
 * does not declare is an error (`additionalProperties: false`), a required one missing is an error, and where
 * the SDK documents the values a string takes (its Python SDK's `allowed_values`, which this JavaScript SDK's
 * typings leave out: `sdkEnums.json`), any other value is an error.
 *
 * Generating takes a few seconds, so the schemas of one set of models are kept in node_modules/.cache, by the
 * SDK's version and the set's hash.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { createGenerator } from 'ts-json-schema-generator'

import sdkEnums from './sdkEnums.json'
import { sdkTypingsPath, sdkVersion } from './sdkPackage'

export type JsonSchema = Record<string, unknown>
export type SchemaDefinitions = Record<string, JsonSchema>

const cacheFolder = path.join(process.cwd(), 'node_modules', '.cache', 'campaign-manager')
const enums = sdkEnums as Record<string, Record<string, string[]>>

/** the names `Models.X` a type expression of index.d.ts mentions */
export const modelsIn = (typeExpression: string): string[] =>
  [...typeExpression.matchAll(/Models\.(\w+)/g)].map(match => match[1]!)

/**
 * "#/definitions/Models.Campaign" → "#/definitions/Campaign", everywhere in a schema; and a bare `object`
 * (how the SDK's generator writes Java's Object, e.g. the values of `messageParams`) accepts any JSON value.
 */
function renameRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(renameRefs)
  if (!value || typeof value !== 'object') return value
  const keys = Object.keys(value)
  if (keys.length === 1 && (value as JsonSchema).type === 'object') return {}
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? inner.replace('/Models.', '/') : renameRefs(inner)
    ])
  )
}

/** The documented values of each enum-valued property, where the SDK documents them. */
function withEnums(name: string, schema: JsonSchema): JsonSchema {
  const documented = enums[name]
  const properties = schema.properties as Record<string, JsonSchema> | undefined
  if (!documented || !properties) return schema
  for (const [property, values] of Object.entries(documented)) {
    const target = properties[property]
    if (!target) continue
    if (target.type === 'string') target.enum = values
    else if (target.type === 'array' && (target.items as JsonSchema | undefined)?.type === 'string')
      (target.items as JsonSchema).enum = values
  }
  return schema
}

function generate(models: readonly string[]): SchemaDefinitions {
  mkdirSync(cacheFolder, { recursive: true })
  const entry = path.join(cacheFolder, `sdk-models-${process.pid}.ts`)
  const typings = sdkTypingsPath.replace(/\.d\.ts$/, '')
  writeFileSync(
    entry,
    `import type { Models } from ${JSON.stringify(typings)}\n` +
      models.map(name => `export type ${name} = Models.${name}`).join('\n')
  )
  const generator = createGenerator({
    path: entry,
    type: '*',
    skipTypeCheck: true,
    expose: 'all',
    topRef: false,
    jsDoc: 'none',
    additionalProperties: false
  })
  const all = generator.createSchema('*').definitions ?? {}
  const definitions: SchemaDefinitions = {}
  for (const [name, schema] of Object.entries(all)) {
    if (!name.startsWith('Models.')) continue
    const model = name.slice('Models.'.length)
    definitions[model] = withEnums(model, renameRefs(schema) as JsonSchema)
  }
  return definitions
}

/** The schemas of `models` and of every model they refer to (from the cache when it has them). */
export function sdkSchemas(models: readonly string[]): SchemaDefinitions {
  const wanted = [...new Set(models)].sort()
  const key = createHash('sha256')
    .update(JSON.stringify({ wanted, sdkVersion, enums, format: 2 }))
    .digest('hex')
    .slice(0, 16)
  const file = path.join(cacheFolder, `sdk-schemas-${sdkVersion}-${key}.json`)
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as SchemaDefinitions
  const definitions = generate(wanted)
  // Written whole and then renamed: several test processes may make the same file at once.
  const partial = `${file}.${process.pid}`
  writeFileSync(partial, JSON.stringify(definitions))
  renameSync(partial, file)
  return definitions
}
