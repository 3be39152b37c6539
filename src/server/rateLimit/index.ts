export { getRateLimiter, resetRateLimits } from './getRateLimiter'
export { createRateLimiter } from './createRateLimiter'
export type { RateLimit, RateLimiter, RateDecision, RateLimitStore } from './createRateLimiter'
export { clientAddressOf } from './clientAddressOf'
