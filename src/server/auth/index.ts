export {
  validateToken,
  forgetToken,
  refuseToken,
  refuseTokenQuietly,
  isTokenValidationCached,
  resetTokenValidator
} from './validateToken'
export { extractToken } from './extractToken'
export { authenticateRequest } from './authenticateRequest'
export type { AuthenticatedRequest } from './authenticateRequest'
export { signOutToken } from './signOutToken'
export { validateRequest } from './validateRequest'
export type { ValidateRequestInput, SignedInUser } from './validateRequest'
export { AuthError } from './AuthError'
export type { AuthErrorCode } from './AuthError'
export type { ValidatedUser } from './ValidatedUser'
export type { ValidatedToken } from './ValidatedToken'
export { hashToken } from './hashToken'
