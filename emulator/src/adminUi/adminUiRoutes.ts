import { createHash } from 'node:crypto'
import { html as page, renderPage, SafeHtml } from '../html'
import { html, type Reply } from '../reply'
import type { RequestContext } from '../requestContext'
import type { Route } from '../router'

/**
 * What each admin page of Genesys Cloud's UI (https://apps.<region>/directory/#/admin/…) would show, by the
 * hash route the app links to (src/shared/config/genesysCloudPages.ts). The hash never reaches a server, so the
 * stand-in reads it in the page.
 */
const PAGES: [pattern: string, what: string][] = [
  ['^/admin/organization/queues/([^/]+)/members$', 'the members of queue {id}: who takes its calls'],
  ['^/admin/scripts/([^/]+)$', 'script {id}, where it is edited and published'],
  ['^/admin/campaignManagement/contactLists/([^/]+)$', 'contact list {id}: its contacts and columns'],
  ['^/admin/campaignManagement/dncLists/([^/]+)$', 'do-not-call list {id}'],
  [
    '^/admin/campaignManagement/callableTimeSets/([^/]+)$',
    'callable time set {id}: when contacts may be called'
  ],
  ['^/admin/campaignManagement/ruleSets/([^/]+)$', 'rule set {id}: its conditions and actions'],
  ['^/admin/telephony/edgeGroups/([^/]+)$', 'edge group {id}: its phone trunks and lines'],
  ['^/admin/campaignManagement/campaigns/([^/]+)$', 'the settings of campaign {id}']
]

const script = `(() => {
  const pages = ${JSON.stringify(PAGES)};
  const route = decodeURIComponent(location.hash.replace(/^#/, ''));
  const found = pages.map(([p, what]) => [new RegExp(p).exec(route), what]).find(([m]) => m);
  document.getElementById('what').textContent = found
    ? 'In Genesys Cloud, this page shows ' + found[1].replace('{id}', found[0][1]) + '.'
    : 'In Genesys Cloud, this is the admin page ' + (route || '(none)') + '.';
})();`

const scriptHash = createHash('sha256').update(script).digest('base64')

/** GET /directory/: the emulator's stand-in for the Genesys Cloud admin UI, saying what would be there. */
function adminUiStandIn(_ctx: RequestContext): Reply {
  const content = page`<h1>Genesys Cloud admin (emulator)</h1>
    <p id="what" role="status">In Genesys Cloud, this is an admin page.</p>
    <p class="hint">The emulator has no admin UI: a real organisation's Genesys Cloud opens the page itself.</p>
    <script>${new SafeHtml(script)}</script>`
  return html(200, renderPage('Genesys Cloud admin (emulator)', content), {
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${scriptHash}'; base-uri 'none'; frame-ancestors 'none'`
  })
}

/** The admin UI's entry (`/directory/#/admin/…`): what the app's "open in Genesys Cloud" links reach. */
export const adminUiRoutes: Route<RequestContext>[] = [
  { method: 'GET', path: '/directory', handler: adminUiStandIn }
]
