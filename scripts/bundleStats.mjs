// First-load JavaScript per route of a pages-router build, in gzip bytes: what a browser downloads before a
// route can run when it is the first page opened. Shared by the budget test (tests/e2e/bundle-budget.spec.ts)
// and the benchmark (tests/bench/bundle-size.bench.mjs); see docs/quality.md.
//
//   node scripts/bundleStats.mjs [buildDir] [--json]      (default buildDir: .next-test/pkce)
//
// Source: `build-manifest.json`, the file Next's own document renders the <script> tags from. A route's
// first load is, deduplicated:
//   - the `/_app` files (with Turbopack these hold the framework, the Next client and the app's shell),
//   - the route's own files,
//   - the `lowPriorityFiles` (_buildManifest.js, _ssgManifest.js, …: loaded by every page's HTML).
// Not counted: `polyfillFiles` (rendered with `noModule`, so only browsers without ES modules load them; given
// apart as `polyfillGzipBytes`) and CSS (given apart as `cssGzipBytes`). Each file is gzipped with zlib at its
// default level.
//
// App-router routes (`app-path-routes-manifest.json`), if any, are listed too, marked `router: 'app'`. Next
// builds its own `/_not-found` and `/_global-error` whenever it finds an `app` or `src/app` folder, and then
// serves `/_not-found` for every unknown path. Their first load is the `rootMainFiles` (the app router's
// runtime) plus the route's entry files from its client reference manifest, as Next's own statistics count them.
//
// Next 16 also writes `diagnostics/route-bundle-stats.json` (uncompressed bytes of the `/_app` + route files,
// paths relative to the project). It has no gzip figure, leaves out the low-priority files and lists API
// routes, so it is only used as a cross-check: `crossCheck` says whether its file sets agree with ours.
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export const DEFAULT_BUILD_DIR = '.next-test/pkce'
export const KIB = 1024

const isJs = file => file.endsWith('.js')
const isCss = file => file.endsWith('.css')
const unique = files => [...new Set(files)]

/** Raw and gzip sizes of one build file, read once per call of bundleStats. */
function sizer(buildDir) {
  const cache = new Map()
  return file => {
    let size = cache.get(file)
    if (!size) {
      const path = join(buildDir, file)
      if (!existsSync(path)) throw new Error(`${path} is listed in build-manifest.json but missing`)
      const content = readFileSync(path)
      size = { file, rawBytes: content.length, gzipBytes: gzipSync(content).length }
      cache.set(file, size)
    }
    return size
  }
}

const sum = (sizes, key) => sizes.reduce((total, size) => total + size[key], 0)
const require = createRequire(import.meta.url)

/** The entry JS files of an app-router route, from its client reference manifest (a script that sets a global). */
function appEntryFiles(buildDir, appPath) {
  const file = resolve(join(buildDir, 'server', 'app', `${appPath}_client-reference-manifest.js`))
  if (!existsSync(file)) return []
  const saved = globalThis.__RSC_MANIFEST
  globalThis.__RSC_MANIFEST = undefined
  try {
    delete require.cache[file]
    require(file)
    const entry = globalThis.__RSC_MANIFEST?.[appPath]
    return entry ? Object.values(entry.entryJSFiles ?? {}).flat() : []
  } finally {
    globalThis.__RSC_MANIFEST = saved
  }
}

/** App-router routes: `/_not-found/page` → `/_not-found`, with their entry files. */
function appRoutes(buildDir) {
  const path = join(buildDir, 'app-path-routes-manifest.json')
  if (!existsSync(path)) return []
  const manifest = JSON.parse(readFileSync(path, 'utf8'))
  return Object.entries(manifest)
    .filter(([appPath]) => appPath.endsWith('/page'))
    .map(([appPath, route]) => ({ route, files: appEntryFiles(buildDir, appPath) }))
}

/** Compares our file sets with Next's diagnostics/route-bundle-stats.json, when the build wrote one. */
function crossCheck(buildDir, routes, appFiles) {
  const path = join(buildDir, 'diagnostics', 'route-bundle-stats.json')
  if (!existsSync(path)) return { file: null, agrees: null, differences: [] }
  const rows = JSON.parse(readFileSync(path, 'utf8'))
  const differences = []
  for (const route of routes) {
    if (route.route === '/_error') continue // Next leaves /_error out of its stats
    const row = rows.find(r => r.route === route.route)
    if (!row) {
      differences.push(`${route.route}: not in route-bundle-stats.json`)
      continue
    }
    // Its paths are relative to the project folder that was built; compare by file name within the build.
    const theirs = row.firstLoadChunkPaths.map(p => p.replace(/^.*?\/static\//, 'static/')).sort()
    const ours = unique([...appFiles, ...route.files.map(f => f.file)].filter(isJs))
      .filter(file => !route.lowPriorityFiles.includes(file))
      .sort()
    if (theirs.join() !== ours.join()) differences.push(`${route.route}: files differ`)
  }
  return { file: path, agrees: differences.length === 0, differences }
}

/**
 * First-load JS per route of the Next build in `buildDir` (e.g. `.next-test/pkce`).
 * Throws when the folder is not a finished build.
 */
export function bundleStats(buildDir = DEFAULT_BUILD_DIR) {
  const manifestPath = join(buildDir, 'build-manifest.json')
  if (!existsSync(join(buildDir, 'BUILD_ID')) || !existsSync(manifestPath)) {
    throw new Error(`${buildDir} is not a Next.js build (no BUILD_ID or build-manifest.json): build it first`)
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const size = sizer(buildDir)
  const appFiles = manifest.pages['/_app'] ?? []
  const lowPriorityFiles = (manifest.lowPriorityFiles ?? []).filter(isJs)
  const polyfills = (manifest.polyfillFiles ?? []).filter(isJs).map(size)

  const measure = (route, router, shared, own, extra) => {
    const all = unique([...shared, ...own])
    const js = unique([...all.filter(isJs), ...extra]).map(size)
    const css = all.filter(isCss).map(size)
    return {
      route,
      router,
      files: js,
      lowPriorityFiles: extra,
      rawBytes: sum(js, 'rawBytes'),
      gzipBytes: sum(js, 'gzipBytes'),
      pageGzipBytes: sum(
        js.filter(f => !shared.includes(f.file) && !extra.includes(f.file)),
        'gzipBytes'
      ),
      cssGzipBytes: sum(css, 'gzipBytes')
    }
  }
  const pagesRoutes = Object.keys(manifest.pages)
    .filter(route => route !== '/_app' && route !== '/_document')
    .sort()
    .map(route => measure(route, 'pages', appFiles, manifest.pages[route], lowPriorityFiles))
  const rootMainFiles = manifest.rootMainFiles ?? []
  const appRouterRoutes = appRoutes(buildDir).map(({ route, files }) =>
    measure(route, 'app', rootMainFiles, files, [])
  )
  const routes = [...pagesRoutes, ...appRouterRoutes]

  const app = appFiles.filter(isJs).map(size)
  return {
    buildDir,
    source: manifestPath,
    sharedGzipBytes: sum(app, 'gzipBytes') + sum(lowPriorityFiles.map(size), 'gzipBytes'),
    polyfillGzipBytes: sum(polyfills, 'gzipBytes'),
    routes,
    crossCheck: crossCheck(buildDir, pagesRoutes, appFiles)
  }
}

export const kB = bytes => (bytes / KIB).toFixed(1)

/** The table the benchmark and the budget test print. */
export function formatBundleStats(stats, budgetBytes) {
  const lines = [
    `First-load JS per route (gzip, 1 kB = ${KIB} B) — ${stats.buildDir}, from build-manifest.json`,
    `${'route'.padEnd(30)}${'first load'.padStart(12)}${'page only'.padStart(12)}${'raw'.padStart(12)}${
      budgetBytes ? '  budget' : ''
    }`
  ]
  for (const r of stats.routes) {
    const verdict = budgetBytes ? (r.gzipBytes <= budgetBytes ? '  ok' : '  OVER') : ''
    const name = r.router === 'app' ? `${r.route} (app router)` : r.route
    lines.push(
      `${name.padEnd(30)}${`${kB(r.gzipBytes)} kB`.padStart(12)}${`${kB(r.pageGzipBytes)} kB`.padStart(
        12
      )}${`${kB(r.rawBytes)} kB`.padStart(12)}${verdict}`
    )
  }
  const css = stats.routes[0]?.cssGzipBytes ?? 0
  const polyfills = stats.polyfillGzipBytes
  lines.push(
    [
      `shared by the pages routes (/_app + low-priority manifests): ${kB(stats.sharedGzipBytes)} kB`,
      `CSS: ${kB(css)} kB (not counted)`,
      ...(polyfills ? [`noModule polyfills: ${kB(polyfills)} kB (legacy browsers only, not counted)`] : [])
    ].join('; ')
  )
  if (budgetBytes) lines.push(`budget: ${kB(budgetBytes)} kB per route`)
  const check = stats.crossCheck
  if (check.file) {
    lines.push(
      check.agrees
        ? `cross-check: same file sets as ${relativePath(check.file)}`
        : `cross-check: differs from ${relativePath(check.file)}: ${check.differences.join('; ')}`
    )
  }
  return lines.join('\n')
}

const relativePath = path => (isAbsolute(path) ? relative(process.cwd(), path) : path)

// CLI
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const buildDir = args.find(arg => !arg.startsWith('--')) ?? DEFAULT_BUILD_DIR
  try {
    const stats = bundleStats(buildDir)
    console.log(args.includes('--json') ? JSON.stringify(stats, null, 2) : formatBundleStats(stats))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
