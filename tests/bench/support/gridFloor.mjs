// The grid floor page (gridFloor/gridFloorPage.tsx): bundled for production with esbuild and served with
// brotli (gzip where the browser takes no brotli), as the app's own static files are, on a port of its own.
// Used by bench:lighthouse and bench:campaigns to measure the bare grid beside the overview in the same run.
import { createServer } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { build } from 'esbuild'

import { acceptsBrotli } from '../../../scripts/precompressedAssets.js'

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport"
content="width=device-width, initial-scale=1"><title>Grid floor</title></head><body><div id="root"></div>
<script src="/floor.js"></script></body></html>`

const compressed = text => ({
  br: brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: gzipSync(Buffer.from(text), { level: 9 })
})

/** Bundles the page and serves it on `port`; resolves to its address and a function that stops it. */
export async function serveGridFloor(port) {
  const bundled = await build({
    entryPoints: [new URL('./gridFloor/gridFloorPage.tsx', import.meta.url).pathname],
    bundle: true,
    minify: true,
    write: false,
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error'
  })
  const files = new Map([
    ['/', { type: 'text/html; charset=utf-8', body: compressed(PAGE) }],
    ['/floor.js', { type: 'text/javascript; charset=utf-8', body: compressed(bundled.outputFiles[0].text) }]
  ])
  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://floor').pathname)
    if (!file) return response.writeHead(404).end()
    const encoding = acceptsBrotli(request.headers['accept-encoding']) ? 'br' : 'gzip'
    response
      .writeHead(200, {
        'Content-Type': file.type,
        'Content-Encoding': encoding,
        'Cache-Control': 'no-store',
        Vary: 'Accept-Encoding'
      })
      .end(file.body[encoding])
  })
  await new Promise(resolve => server.listen(port, 'localhost', resolve))
  return { url: `http://localhost:${port}`, stop: () => server.close() }
}
