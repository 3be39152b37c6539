/**
 * A sign-in failure: `message` is one of authMessages (shown to the user, translated); `detail` says what
 * really happened, for the log only (it never holds a token or a code).
 */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly detail?: string
  ) {
    super(message)
    this.name = 'SignInError'
  }
}
