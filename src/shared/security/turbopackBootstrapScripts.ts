/**
 * The inline script a Turbopack production build puts into each page (Next.js 16, pages router: `_document`'s
 * getInlineBootstrapScript): the page's chunk group handed to Turbopack's shared runtime. Its text differs per
 * page and per build, so the Content-Security-Policy allows each by hash, read from the build's
 * build-manifest.json when the server starts (src/proxy.ts). This is Next's own text, rebuilt the way
 * next/dist/server/get-page-files.js and shared/lib/htmlescape.js build it; a Next upgrade that changes it
 * shows as a CSP violation in every end-to-end test.
 */
export interface BuildManifest {
  pages?: Record<string, unknown>
  pagesChunkGroupBootstrapParams?: Record<string, unknown>
  chunkLoadingGlobal?: string
}

const ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029'
}
const htmlEscapeJsonString = (text: string) =>
  text.replace(/[&><\u2028\u2029]/g, match => ESCAPES[match] ?? match)

export function turbopackBootstrapScripts(manifest: BuildManifest): string[] {
  const params = manifest.pagesChunkGroupBootstrapParams
  const global = manifest.chunkLoadingGlobal
  if (!params || !global) return []
  const g = JSON.stringify(global)
  const bootstrap = (page: string) => {
    const statements = ['/_app', page]
      .filter(name => params[name] !== undefined)
      .map(name => `(globalThis[${g}] || (globalThis[${g}] = [])).push(${JSON.stringify(params[name])});`)
    return statements.length > 0 ? htmlEscapeJsonString(statements.join('\n')) : undefined
  }
  const pages = new Set([...Object.keys(manifest.pages ?? {}), ...Object.keys(params)])
  return [...new Set([...pages].map(bootstrap).filter((text): text is string => text !== undefined))]
}
