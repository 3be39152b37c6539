// Types of scripts/clientErrorAnswer.js, for the TypeScript tests that use it (tsconfig has allowJs: false).
import type { Server } from 'node:http'
import type { Duplex } from 'node:stream'

export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void
export function installJsonClientErrors<S extends Server>(server: S): S
