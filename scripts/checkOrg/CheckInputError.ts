/**
 * What the person running the check got wrong (a missing or conflicting variable, an unknown region, a token
 * the platform refuses): the check cannot say anything about the organisation, so it stops with exit code 2
 * and this message. It never carries a token or a secret.
 */
export class CheckInputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CheckInputError'
  }
}
