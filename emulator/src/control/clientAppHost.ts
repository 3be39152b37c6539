import { html as page, renderPage } from '../html'
import { html, type Reply } from '../reply'
import type { RequestContext } from '../requestContext'

/**
 * GET /__emulator/client-app-host?src=<url>: a stand-in for the Genesys Cloud UI showing a Client App, i.e. a
 * page of the platform's own origin that frames `src` (an http(s) URL), as apps.<region> frames a Client App
 * with `?gcHostOrigin=…`. Tests use it to frame the app from the origin the app allows as its host.
 */
export function clientAppHost(ctx: RequestContext): Reply {
  const src = ctx.query.get('src') ?? ''
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return html(400, renderPage('Client App host', page`<h1>Client App host</h1><p>src must be a URL.</p>`))
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return html(400, renderPage('Client App host', page`<h1>Client App host</h1><p>src must be http(s).</p>`))
  const body = page`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>Genesys Cloud (emulator)</title>
      </head>
      <body style="margin: 0">
        <iframe title="Campaign Manager" src="${url.href}" style="border: 0; width: 1280px; height: 760px"></iframe>
      </body>
    </html>`
  return html(200, body.value, {
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; frame-src http: https:; base-uri 'none'"
  })
}
