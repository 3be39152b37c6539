// Types of scripts/bundleStats.mjs, for the TypeScript tests that use it (tsconfig has allowJs: false).

export interface FileSize {
  /** relative to the build folder, as in build-manifest.json */
  file: string
  rawBytes: number
  gzipBytes: number
}

export interface RouteStats {
  route: string
  /** 'app' for app-router routes (such as Next's own /_not-found, built when an app folder exists) */
  router: 'pages' | 'app'
  /** every JS file of the route's first load, deduplicated */
  files: FileSize[]
  /** loaded by every pages-router page (_buildManifest.js, …); counted in `files` */
  lowPriorityFiles: string[]
  rawBytes: number
  /** the first-load figure: gzip bytes of `files` */
  gzipBytes: number
  /** gzip bytes of the files only this route loads */
  pageGzipBytes: number
  /** CSS of the first load (not counted in gzipBytes) */
  cssGzipBytes: number
}

export interface BundleStats {
  buildDir: string
  source: string
  /** the pages routes' common part: `/_app` and the low-priority files */
  sharedGzipBytes: number
  polyfillGzipBytes: number
  routes: RouteStats[]
  crossCheck: { file: string | null; agrees: boolean | null; differences: string[] }
}

export const DEFAULT_BUILD_DIR: string
export const KIB: number
export function bundleStats(buildDir?: string): BundleStats
export function kB(bytes: number): string
export function formatBundleStats(stats: BundleStats, budgetBytes?: number): string
