import '@testing-library/jest-dom'

// jsdom has no SubtleCrypto; browsers (in a secure context) and Node do. Lend Node's to the tests.
import { webcrypto } from 'node:crypto'

if (typeof globalThis.crypto?.subtle === 'undefined') {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle })
}
