/**
 * Escaped HTML. Every interpolated value is escaped unless it is itself SafeHtml, so a redirect_uri or state
 * echoed into a page can never become markup.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value
  }
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

type Interpolation = SafeHtml | string | number | readonly Interpolation[] | undefined | null | false

function render(value: Interpolation): string {
  if (value === undefined || value === null || value === false) return ''
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  return escapeHtml(String(value))
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? ''
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '')
  })
  return new SafeHtml(out)
}

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
  body { margin: 0; background: #f4f6f9; color: #1b1f24; }
  main { max-width: 32rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  h2 { font-size: 1.05rem; margin: 1.5rem 0 .5rem; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { margin: .5rem 0; }
  button { font: inherit; padding: .6rem 1rem; border-radius: 6px; border: 1px solid #0b57d0; background: #0b57d0; color: #fff; cursor: pointer; width: 100%; text-align: left; }
  button.secondary { background: #fff; color: #0b57d0; width: auto; margin-top: 1.5rem; }
  button:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
  .hint { display: block; color: #4a5260; font-size: .875rem; margin-top: .2rem; }
  .error { color: #a50e0e; }
  code { word-break: break-all; }
`

/** A complete, accessible page: language, title, a main landmark holding the content. */
export function renderPage(title: string, content: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${new SafeHtml(styles)}
        </style>
      </head>
      <body>
        <main>${content}</main>
      </body>
    </html> `.value
}

/**
 * Headers for the login pages and their redirects: never cached (they carry one-time parameters), no
 * Referer leaking the query to the next site, no framing.
 */
export const pageHeaders: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  Pragma: 'no-cache',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // No form-action: Chromium applies it to the redirect after the POST, which goes to the app's origin.
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'"
}
