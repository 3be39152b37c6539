import '@testing-library/jest-dom'

// Whole pages driven with user-event (users, campaigns) take several seconds each on a busy 2-core machine;
// Jest's 5 s failed them there while they pass in 2 s on a quiet one. (`testTimeout` in a project's config is
// ignored by Jest: it is a global option, so the limit is set here, for the unit project only.)
jest.setTimeout(20_000)

// jsdom has no SubtleCrypto; browsers (in a secure context) and Node do. Lend Node's to the tests.
import { webcrypto } from 'node:crypto'

if (typeof globalThis.crypto?.subtle === 'undefined') {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle })
}
