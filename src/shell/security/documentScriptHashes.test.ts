/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'

import { documentScripts } from './documentScripts'
import { documentScriptHashes } from './documentScriptHashes'

describe("the hashes of _document's inline scripts", () => {
  it('are the SHA-256 of each script, as the browser computes it over the element text', () => {
    const expected = [
      documentScripts.callbackCapture,
      documentScripts.settings,
      documentScripts.styleMemory
    ].map(text => `sha256-${createHash('sha256').update(text).digest('base64')}`)
    expect(documentScriptHashes()).toEqual(expected)
  })

  it('are what next.config hands the proxy when it builds (and only then)', () => {
    // in a Node of its own, as Next loads it (tsx does not run inside Jest's module system)
    const envOf = (phase: string) =>
      execFileSync(process.execPath, [
        '-e',
        `console.log(JSON.stringify(require('./next.config.js')('${phase}').env ?? null))`
      ]).toString()
    expect(JSON.parse(envOf('phase-production-build'))).toEqual({
      CM_DOCUMENT_SCRIPT_HASHES: documentScriptHashes().join(' ')
    })
    expect(JSON.parse(envOf('phase-production-server'))).toBeNull()
  })
})
