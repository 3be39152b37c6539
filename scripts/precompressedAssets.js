// The build's static files (`<distDir>/static`: the browser's JavaScript and CSS), compressed once with brotli
// at its strongest when the app is built, and served as such to browsers that accept it.
//
// Why: Next compresses every response as it sends it, with gzip only. The static files never change (their
// names are hashes of their content), yet a cold load of the wall had the server gzip some 2 MB of JavaScript
// again, on the same two cores as the browser, and sent 13 % more bytes than brotli's best (18 % more for the
// data grid's chunk). Brotli at quality 11 is too slow to run per request (≈ 6 s for the whole build here)
// and right to run once. Files that are not made smaller, and every other request, are left to Next.
//
// Plain CommonJS like the server's other helpers (scripts/serve.mjs loads it before anything is compiled).
const fs = require('node:fs')
const path = require('node:path')
const { promisify } = require('node:util')
const zlib = require('node:zlib')

const securityHeaders = require('./securityHeaders.js')

const brotli = promisify(zlib.brotliCompress)

/** What is worth compressing: text. Fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|json|svg|txt|map)$/
const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8'
}
/**
 * The headers of every precompressed answer: those Next gives the build's static files (immutable: their names
 * change with their content), with the app's security headers. Made once, not per request.
 */
const COMMON_HEADERS = {
  ...Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value])),
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Encoding': 'br',
  Vary: 'Accept-Encoding'
}

function filesUnder(directory) {
  if (!fs.existsSync(directory)) return []
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.join(entry.parentPath ?? entry.path, entry.name))
}

/**
 * Writes `<file>.br` beside each compressible static file of the build that brotli makes smaller (and that
 * has none yet, or an older one). Runs the compressions on libuv's threads, a few at a time.
 */
async function precompressAssets(distDir, { concurrency = 4 } = {}) {
  const sources = filesUnder(path.join(distDir, 'static')).filter(file => COMPRESSIBLE.test(file))
  const result = { files: sources.length, compressed: 0, bytes: 0, brotliBytes: 0 }
  let next = 0
  async function worker() {
    while (next < sources.length) {
      const file = sources[next++]
      const target = `${file}.br`
      const source = fs.statSync(file)
      const done = fs.statSync(target, { throwIfNoEntry: false })
      if (done && done.mtimeMs >= source.mtimeMs) {
        result.compressed++
        result.bytes += source.size
        result.brotliBytes += done.size
        continue
      }
      const content = fs.readFileSync(file)
      const compressed = await brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length
        }
      })
      if (compressed.length >= content.length) {
        fs.rmSync(target, { force: true })
        continue
      }
      fs.writeFileSync(target, compressed)
      result.compressed++
      result.bytes += content.length
      result.brotliBytes += compressed.length
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
  return result
}

/** Whether an Accept-Encoding header accepts brotli (`br`, `br;q=0.8`, `*`; not `br;q=0`). */
function acceptsBrotli(header) {
  if (typeof header !== 'string') return false
  let star = false
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map(p => p.trim()).find(p => p.startsWith('q='))
    const accepted = q === undefined || Number(q.slice(2)) > 0
    if (name === 'br') return accepted
    if (name === '*') star = accepted
  }
  return star
}

/**
 * A request handler for the build's precompressed files: answers GET and HEAD of `/_next/static/…` with the
 * `.br` file when there is one and the browser accepts brotli, and returns false for anything else (the caller
 * hands it to Next). Only files found under the build's static folder when the server starts are known, by
 * their exact address: no path from the request ever reaches the file system.
 */
function createPrecompressedAssets(distDir) {
  const root = path.join(distDir, 'static')
  const known = new Map()
  for (const file of filesUnder(root)) {
    if (!file.endsWith('.br')) continue
    const original = file.slice(0, -'.br'.length)
    const type = CONTENT_TYPES[path.extname(original)]
    if (!type || !fs.existsSync(original)) continue
    const stat = fs.statSync(file)
    const address = `/_next/static/${path.relative(root, original).split(path.sep).join('/')}`
    known.set(address, {
      file,
      type,
      size: stat.size,
      etag: `W/"br-${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
    })
  }

  function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const address = (req.url ?? '').split('?')[0]
    const asset = known.get(address)
    if (!asset) return false
    // A browser that does not take brotli gets Next's answer (gzip); caches keep the two apart.
    if (!acceptsBrotli(req.headers['accept-encoding'])) return false
    const headers = { ...COMMON_HEADERS, 'Content-Type': asset.type, ETag: asset.etag }
    if (req.headers['if-none-match'] === asset.etag) {
      res.writeHead(304, headers)
      res.end()
      return true
    }
    res.writeHead(200, { ...headers, 'Content-Length': asset.size })
    if (req.method === 'HEAD') {
      res.end()
      return true
    }
    const stream = fs.createReadStream(asset.file)
    stream.on('error', () => res.destroy())
    stream.pipe(res)
    return true
  }

  return { handle, count: known.size }
}

module.exports = { acceptsBrotli, createPrecompressedAssets, precompressAssets }
