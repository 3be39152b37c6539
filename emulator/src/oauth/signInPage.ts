import { html, pageHeaders, renderPage } from '../html'
import { html as htmlReply, type Reply } from '../reply'
import type { SeedOrganization, SeedUser } from '../seed'
import type { AuthorizeRequest } from './authorizeRequest'

/**
 * The emulator's stand-in for the Genesys login screen: no passwords, one button per seeded user. Each button's
 * accessible name is exactly "Sign in as <full name>" so end-to-end tests can click it by role and name.
 */
export function signInPage(
  request: AuthorizeRequest,
  clientName: string,
  organizations: readonly SeedOrganization[],
  users: readonly SeedUser[]
): Reply {
  const hidden = (name: string, value: string | undefined) =>
    value === undefined ? '' : html`<input type="hidden" name="${name}" value="${value}" />`

  // The original request travels through the form so the POST can validate it again.
  const hiddenFields = [
    hidden('client_id', request.clientId),
    hidden('redirect_uri', request.redirectUri),
    hidden('response_type', request.responseType),
    hidden('state', request.state),
    hidden('code_challenge', request.codeChallenge),
    hidden('code_challenge_method', request.codeChallenge === undefined ? undefined : 'S256')
  ]
    .filter(Boolean)
    .map(field => html`${field} `)

  const sections = organizations.map(org => {
    const members = users.filter(user => user.organizationId === org.id)
    return html`<section aria-labelledby="org-${org.id}">
      <h2 id="org-${org.id}">${org.name}</h2>
      <ul>
        ${members.map(
          user =>
            html`<li>
              <button type="submit" name="user_id" value="${user.id}" aria-describedby="user-${user.id}">
                Sign in as ${user.name}
              </button>
              <span class="hint" id="user-${user.id}">${user.email} · ${user.title}</span>
            </li> `
        )}
      </ul>
    </section> `
  })

  const content = html`<h1>Sign in to Genesys Cloud</h1>
    <p>
      <strong>${clientName}</strong> wants to sign you in. This is the local Genesys Cloud emulator: choose a
      demo user, no password needed.
    </p>
    <form method="post" action="/login/oauth/authorize">
      ${hiddenFields} ${sections}
      <button type="submit" name="cancel" value="1" class="secondary">Cancel</button>
    </form>
    <p class="hint">You will return to <code>${request.redirectUri}</code>.</p>`

  return htmlReply(200, renderPage('Sign in – Genesys Cloud emulator', content), { ...pageHeaders })
}
