/**
 * The sign-in failures a user can meet, as the spec words them. They travel to /login in the
 * `errorMessage` hash in English (the spec's contract) and the login page shows them translated.
 */
export const authMessages = {
  tokenMissing: 'Did not get a token out of getParameterByName.',
  organizationInfoMissing: 'Could not get information about the organization from Genesys Cloud',
  stateMismatch: 'The answer from Genesys Cloud did not match this sign-in attempt. Please sign in again.',
  validationFailed: 'Your Genesys Cloud sign-in could not be verified. Please sign in again.',
  platformUnavailable:
    'Genesys Cloud could not be reached to verify your sign-in. Please try again in a moment.',
  authServiceUnreachable: 'The sign-in service could not be reached. Check your connection and try again.',
  codeExchangeFailed: 'Genesys Cloud did not complete the sign-in. Please try again.',
  accessDenied: 'Sign-in was canceled at Genesys Cloud.',
  signInUnavailable:
    'Sign-in could not start in this browser. Open Campaign Manager over https (or on localhost).',
  sessionExpired: 'Your session has ended. Please sign in again.',
  notListed:
    'Your organization lets only the people on its users list into Campaign Manager. Ask an admin to add you.'
} as const

export type AuthMessageKey = keyof typeof authMessages

/** The translation key for a message, when it is one of ours. */
export function authMessageKey(message: string): AuthMessageKey | undefined {
  return (Object.keys(authMessages) as AuthMessageKey[]).find(key => authMessages[key] === message)
}
