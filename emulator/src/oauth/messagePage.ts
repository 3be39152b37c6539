import { html, pageHeaders, renderPage } from '../html'
import { html as htmlReply, type Reply } from '../reply'

/** A plain page with a heading and one paragraph: refused sign-in requests, signed out. */
export function messagePage(status: number, title: string, message: string, role?: 'alert'): Reply {
  const content = html`<h1>${title}</h1>
<p${role ? html` role="${role}" class="error"` : ''}>${message}</p>`
  return htmlReply(status, renderPage(`${title} – Genesys Cloud emulator`, content), { ...pageHeaders })
}
