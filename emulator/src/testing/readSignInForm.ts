export interface SignInForm {
  action: string
  /** the hidden inputs: the original authorize parameters */
  fields: Record<string, string>
  /** one entry per "Sign in as <name>" button */
  users: { name: string; userId: string }[]
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * Reads the emulator's sign-in page the way a browser would submit it. Deliberately tiny: it only understands
 * the markup the emulator itself renders.
 */
export function readSignInForm(page: string): SignInForm {
  const action = /<form[^>]*action="([^"]*)"/.exec(page)?.[1]
  if (action === undefined) throw new Error('The page has no sign-in form')
  const fields: Record<string, string> = {}
  for (const match of page.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\s*\/?>/g)) {
    fields[decodeEntities(match[1] ?? '')] = decodeEntities(match[2] ?? '')
  }
  // A button's accessible name is its text with whitespace collapsed; read it the same way.
  const users = [...page.matchAll(/<button[^>]*name="user_id" value="([^"]*)"[^>]*>([^<]*)<\/button>/g)].map(
    match => ({
      userId: decodeEntities(match[1] ?? ''),
      name: decodeEntities((match[2] ?? '').replace(/\s+/g, ' ').trim()).replace(/^Sign in as /, '')
    })
  )
  return { action: decodeEntities(action), fields, users }
}
