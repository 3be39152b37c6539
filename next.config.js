/** @type {import('next').NextConfig} */

// Security headers for every route (every file too): scripts/securityHeaders.js.
const securityHeaders = require('./scripts/securityHeaders.js')

const { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } = require('next/constants')

// The hashes of _document's inline scripts, for the Content-Security-Policy that src/proxy.ts sets
// (docs/security.md). The app's own TypeScript computes them from the scripts' text (tsx loads it); only a
// build or `next dev` needs them: they are inlined into the proxy's bundle.
const documentScriptHashes = () =>
  require('tsx/cjs/api')
    .require('./src/shell/security/documentScriptHashes.ts', __filename)
    .documentScriptHashes()
    .join(' ')

const config = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Tests build the app with other settings into their own folders (see playwright.config.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Profiling builds only (NEXT_SOURCE_MAPS=1): the browser's profiles then name our modules and packages.
  productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === '1',
  // Without this MUI's SSR styles land in <body> under the wrong key (architecture guide).
  transpilePackages: ['@mui/material-nextjs'],
  // Native (better-sqlite3) and optional-dependency-laden (pg) drivers load from node_modules at run time.
  serverExternalPackages: ['seq-logging', 'better-sqlite3', 'pg'],
  // The OAuth redirect URI is registered as /pages/campaign-manager/ (trailing slash): serve it as it is,
  // without a redirect that would cost a round trip while the code is in the URL.
  skipTrailingSlashRedirect: true,
  // `npm test` type-checks the whole repo once (tsc --noEmit); the builds need not do it again.
  // Next rewrites the tsconfig it builds with (adding each build folder's types); point it at a generated,
  // untracked one so the repo's tsconfig.json stays as written.
  typescript: { ignoreBuildErrors: true, tsconfigPath: 'tsconfig.next.json' },
  // The spec's data API lives at /apps/* (users, permissions); the handlers are pages/api/apps/*.
  async rewrites() {
    return [{ source: '/apps/:path*', destination: '/api/apps/:path*' }]
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  }
}

module.exports = phase =>
  phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER
    ? { ...config, env: { CM_DOCUMENT_SCRIPT_HASHES: documentScriptHashes() } }
    : config
