import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import {
  acceptsBrotli,
  createPrecompressedAssets,
  precompressAssets
} from '../../../scripts/precompressedAssets'
import securityHeaders from '../../../scripts/securityHeaders'

/**
 * The build's static files compressed once with brotli and served as such (scripts/precompressedAssets.js,
 * used by scripts/serve.mjs): what a browser receives, and what is left to Next.
 */
describe('precompressed static files', () => {
  let distDir: string
  let server: http.Server
  let base: string
  const script = `export const answer = ${JSON.stringify('campaign '.repeat(2_000))};\n`

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
    fs.mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true })
    fs.mkdirSync(path.join(distDir, 'static/media'), { recursive: true })
    fs.writeFileSync(path.join(distDir, 'static/chunks/app.js'), script)
    fs.writeFileSync(path.join(distDir, 'static/chunks/app.css'), '.row{height:30px}'.repeat(200))
    // brotli cannot make these smaller: no .br is written, Next answers
    fs.writeFileSync(path.join(distDir, 'static/chunks/tiny.js'), 'x')
    fs.writeFileSync(path.join(distDir, 'static/media/font.woff2'), Buffer.alloc(2_000, 7))
    // a file outside the static folder, which no address may reach
    fs.writeFileSync(path.join(distDir, 'secret.js'), script)
    fs.writeFileSync(path.join(distDir, 'secret.js.br'), zlib.brotliCompressSync(script))

    const result = await precompressAssets(distDir)
    expect(result).toMatchObject({ files: 3, compressed: 2 })
    expect(result.brotliBytes).toBeLessThan(result.bytes / 10)

    const assets = createPrecompressedAssets(distDir)
    expect(assets.count).toBe(2)
    server = http.createServer((req, res) => {
      if (assets.handle(req, res)) return
      res.writeHead(299, { 'Content-Type': 'text/plain' })
      res.end('left to Next')
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise(resolve => server.close(resolve))
    fs.rmSync(distDir, { recursive: true, force: true })
  })

  const get = (address: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request(`${base}${address}`, { method, headers }, response => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks)
          })
        )
      })
      request.on('error', reject)
      request.end()
    })

  it('sends a script as brotli to a browser that takes it, with the headers Next gives static files', async () => {
    const answer = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
    expect(answer.status).toBe(200)
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script)
    expect(answer.body.length).toBeLessThan(script.length / 10)
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'content-length': String(answer.body.length)
    })
    for (const { key, value } of securityHeaders) expect(answer.headers[key.toLowerCase()]).toBe(value)

    const css = await get('/_next/static/chunks/app.css?dpl=1', { 'Accept-Encoding': 'br' })
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(zlib.brotliDecompressSync(css.body).toString()).toBe('.row{height:30px}'.repeat(200))
  })

  it('answers a revalidation with 304 and a HEAD without a body', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' })
    const again = await get('/_next/static/chunks/app.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(first.headers.etag)
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const head = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(first.headers['content-length'])
    expect(head.body.length).toBe(0)
  })

  it('leaves to Next a browser without brotli, other files, other methods and any other address', async () => {
    const leftToNext = async (address: string, headers: Record<string, string>, method = 'GET') =>
      expect((await get(address, headers, method)).status).toBe(299)
    await leftToNext('/_next/static/chunks/app.js', {})
    await leftToNext('/_next/static/chunks/app.js', { 'Accept-Encoding': 'gzip, deflate' })
    await leftToNext('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br;q=0, gzip' })
    await leftToNext('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' }, 'POST')
    await leftToNext('/_next/static/chunks/tiny.js', { 'Accept-Encoding': 'br' })
    await leftToNext('/_next/static/media/font.woff2', { 'Accept-Encoding': 'br' })
    await leftToNext('/_next/static/../secret.js', { 'Accept-Encoding': 'br' })
    await leftToNext('/_next/static/%2e%2e/secret.js', { 'Accept-Encoding': 'br' })
    await leftToNext('/secret.js', { 'Accept-Encoding': 'br' })
  })

  it('compresses a file again only when it changed', async () => {
    const target = path.join(distDir, 'static/chunks/app.js.br')
    const before = fs.statSync(target).mtimeMs
    await precompressAssets(distDir)
    expect(fs.statSync(target).mtimeMs).toBe(before)
    const later = new Date(Date.now() + 5_000)
    fs.utimesSync(path.join(distDir, 'static/chunks/app.js'), later, later)
    await precompressAssets(distDir)
    expect(fs.statSync(target).mtimeMs).toBeGreaterThan(before)
  })

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsBrotli('gzip, br')).toBe(true)
    expect(acceptsBrotli('BR;q=0.5')).toBe(true)
    expect(acceptsBrotli('*')).toBe(true)
    expect(acceptsBrotli('br;q=0')).toBe(false)
    expect(acceptsBrotli('gzip, *;q=0')).toBe(false)
    expect(acceptsBrotli('gzip')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })
})
