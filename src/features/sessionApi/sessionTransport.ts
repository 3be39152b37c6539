import type { DataTransport } from '@/shared/data'

import { failureOf, sessionRequest } from './sessionRequest'

/** The data layer's way to the app's API (src/shared/data): the signed-in person's requests and failures. */
export const sessionTransport: DataTransport = { request: sessionRequest, failureOf }
