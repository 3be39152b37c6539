import { readFileSync } from 'node:fs'
import path from 'node:path'

import { type NextRequest, NextResponse } from 'next/server'

import { platformConfig } from '@/shared/config/platformConfig'
import { cameOverHttps, STRICT_TRANSPORT_SECURITY } from '@/shared/security/strictTransportSecurity'
import type { BuildManifest } from '@/shared/security/turbopackBootstrapScripts'
import { appSecurityPolicy } from '@/shell/security/appSecurityPolicy'

/**
 * The Content-Security-Policy (and HSTS over https) of every page and API answer (docs/security.md). A proxy
 * rather than next.config's headers(): the policy allows the inline bootstrap Next writes into each page by
 * its hash, known only once the build is done, so it is read from the build served, once per process.
 * (next.config's headers() still sets the other security headers, on every file.)
 */
let policy: string | undefined

function readManifest(): BuildManifest | undefined {
  const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'build-manifest.json')
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    // Served from elsewhere than the project folder: every page's bootstrap would be refused. Say so loudly.
    if (process.env.NODE_ENV === 'production')
      console.error(`Content-Security-Policy: cannot read ${file} (${String(error)}); pages will not start`)
    return undefined
  }
}

export function proxy(request: NextRequest) {
  policy ??= appSecurityPolicy({
    regions: platformConfig.regions,
    development: process.env.NODE_ENV === 'development',
    documentScriptHashes: (process.env.CM_DOCUMENT_SCRIPT_HASHES ?? '').split(' ').filter(Boolean),
    manifest: readManifest()
  })
  const response = NextResponse.next()
  response.headers.set('Content-Security-Policy', policy)
  if (cameOverHttps(request.headers.get('x-forwarded-proto'), request.nextUrl.protocol)) {
    response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
  }
  return response
}

// Every answer but the build's static files (scripts, styles, fonts: no document runs under them).
export const config = { matcher: '/((?!_next/static/).*)' }
