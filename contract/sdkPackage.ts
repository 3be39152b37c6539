/**
 * Where the official JavaScript SDK (`purecloud-platform-client-v2`, a dev dependency) is installed, and which
 * version it is: its `index.d.ts` types every model, request and answer of the Platform API, and its
 * `src/.../api/*.js` name each operation's path, method and query parameters.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const requireFromProject = createRequire(path.join(process.cwd(), 'package.json'))

/** the SDK's folder in node_modules */
export const sdkRoot = path.dirname(requireFromProject.resolve('purecloud-platform-client-v2/package.json'))

/** e.g. "262.0.0" */
export const sdkVersion: string = (
  JSON.parse(readFileSync(path.join(sdkRoot, 'package.json'), 'utf8')) as { version: string }
).version

export const sdkTypingsPath = path.join(sdkRoot, 'index.d.ts')
export const sdkApiFolder = path.join(sdkRoot, 'src', 'purecloud-platform-client-v2', 'api')
