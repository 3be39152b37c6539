/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { NextRequest } from 'next/server'

import { platformConfig } from '@/shared/config/platformConfig'
import { appSecurityPolicy } from '@/shell/security/appSecurityPolicy'
import { documentScriptHashes } from '@/shell/security/documentScriptHashes'

import { config, proxy } from './proxy'

const manifest = {
  pages: { '/_app': [], '/login': [] },
  pagesChunkGroupBootstrapParams: { '/_app': { otherChunks: ['a.js'] }, '/login': { otherChunks: ['b.js'] } },
  chunkLoadingGlobal: 'TURBOPACK'
}
const distDir = mkdtempSync(path.join(tmpdir(), 'cm-proxy-'))
writeFileSync(path.join(distDir, 'build-manifest.json'), JSON.stringify(manifest))
const previousDistDir = process.env.NEXT_DIST_DIR
beforeAll(() => {
  process.env.NEXT_DIST_DIR = path.relative(process.cwd(), distDir)
  // what next.config inlines into the proxy's bundle when it builds
  process.env.CM_DOCUMENT_SCRIPT_HASHES = documentScriptHashes().join(' ')
})
afterAll(() => {
  process.env.NEXT_DIST_DIR = previousDistDir
  delete process.env.CM_DOCUMENT_SCRIPT_HASHES
  rmSync(distDir, { recursive: true, force: true })
})

/** Every route of src/pages, as an address (a dynamic segment filled in). */
function routes(dir = path.join(process.cwd(), 'src/pages'), prefix = ''): string[] {
  return readdirSync(dir).flatMap(name => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return routes(file, `${prefix}/${name}`)
    if (/\.test\.|^_(app|document)\./.test(name)) return []
    const route = `${prefix}/${name.replace(/\.tsx?$/, '')}`.replace(/\/index$/, '') || '/'
    return [route.replace(/\[\[?\.\.\.\w+\]?\]/, 'anything').replace(/\[\w+\]/g, 'id-1')]
  })
}

const matcher = new RegExp(`^${config.matcher}$`)
const answer = (route: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(route, 'http://localhost:3000'), { headers }))

describe('the security headers of every route', () => {
  const all = [...routes(), '/apps/users/list', '/apps/permissions/data', '/favicon.svg', '/locales/en.json']
  const policy = appSecurityPolicy({
    regions: platformConfig.regions,
    development: false,
    documentScriptHashes: documentScriptHashes(),
    manifest
  })

  it.each(all)('%s answers with the Content-Security-Policy', route => {
    expect(matcher.test(route)).toBe(true)
    const response = answer(route)
    expect(response.headers.get('Content-Security-Policy')).toBe(policy)
    expect(response.headers.get('Strict-Transport-Security')).toBeNull()
  })

  it('covers the pages and the API (the list above is not empty by accident)', () => {
    expect(all).toEqual(
      expect.arrayContaining(['/', '/login', '/pages/campaign-manager', '/api/auth/Validate'])
    )
  })

  it("allows _document's scripts and this build's page bootstraps by hash, and nothing evaluated", () => {
    // _document's three (the OAuth answer's capture, the settings, the styles of the last visit) and two bootstraps
    expect(policy).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){5}; /)
    const scriptSrc = policy.split('; ').find(directive => directive.startsWith('script-src'))
    expect(scriptSrc).not.toMatch(/unsafe/)
    expect(policy).toContain("frame-ancestors 'self' http://localhost:4010")
  })

  it('adds HSTS when the request came over https', () => {
    expect(answer('/login', { 'x-forwarded-proto': 'https' }).headers.get('Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains'
    )
    expect(
      answer('/login', { 'x-forwarded-proto': 'http' }).headers.get('Strict-Transport-Security')
    ).toBeNull()
  })

  it("leaves the build's static files to next.config's headers", () => {
    expect(matcher.test('/_next/static/chunks/app.js')).toBe(false)
  })
})
