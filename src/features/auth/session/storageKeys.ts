/** Every browser storage key of the sign-in, in one place. */
export const storageKeys = {
  /** localStorage: `{ value: SessionUser, expiry: epoch ms }` (docs/product-rules.md#the-stored-session) */
  userData: 'userData',
  /** localStorage: the platform access token, as a bare string */
  accessToken: 'accessToken',
  /** sessionStorage: the pending OAuth attempt (nonce, PKCE verifier), for this tab only */
  oauthAttempt: 'campaignManager.oauthAttempt'
} as const

/** Session lifetime: 24 hours (docs/product-rules.md#the-stored-session). */
export const SESSION_LIFETIME_MS = 86_400_000
