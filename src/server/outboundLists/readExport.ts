import { ApiError } from '@/server/access/ApiError'
import { callForObject, type ObjectWords } from '@/server/outbound/callForObject'
import { type PlatformSession, regionApiBaseUrl } from '@/server/platform'
import { downloadExport } from './downloadExport'
import type { ListDeps } from './ListDeps'

// The platform writes an export asynchronously. It is read again after 0.5 s, then less and less often (at most
// every 2 s), for at most 45 s: under the minute proxies give a request, and a timeout that says so after it.
const FIRST_POLL_MS = 500
const MAX_POLL_MS = 2_000
const EXPORT_WAIT_MS = 45_000

export interface ExportUri {
  uri: string
  exportTimestamp?: string
}

export interface ExportCalls {
  /** the list's words for a missing list (and a stale one), and the permission its export needs */
  words: ObjectWords
  permission: string
  /** POST …/export */
  request: (session: PlatformSession) => Promise<void>
  /** GET …/export: `{uri, exportTimestamp}` */
  read: (session: PlatformSession) => Promise<ExportUri>
}

const stamp = (value: string | undefined) => {
  const at = value === undefined ? NaN : Date.parse(value)
  return Number.isNaN(at) ? null : at
}

/**
 * Whether `ready` is the export asked for rather than an older one. While the new file is written the platform
 * answers 404 or the previous export (which of the two is not documented). The time of the request is read on
 * the platform's clock, not ours (two machines' clocks differ): it is the timestamp of the export there was
 * when it was made. An answer is new when it is not that export, nor stamped at or before it; with no export
 * before, any export that appears is.
 */
export function isNewExport(ready: ExportUri, before: ExportUri | null): boolean {
  if (!before) return true
  if (ready.uri === before.uri && ready.exportTimestamp === before.exportTimestamp) return false
  const at = stamp(ready.exportTimestamp)
  const previous = stamp(before.exportTimestamp)
  return at === null || previous === null || at > previous
}

/**
 * A list's CSV as the platform exports it: asked for, waited for (GET …/export at a bounded, decreasing rate,
 * until the export asked for is there: `isNewExport`), then read from the address given (on the platform's API
 * host only). Too long a wait is a 504 that says the platform has not finished.
 */
export async function readExport(
  deps: Pick<ListDeps, 'sleep' | 'apiBaseUrl'>,
  session: PlatformSession,
  calls: ExportCalls
): Promise<string> {
  const callForLists = <T>(call: () => Promise<T>) => callForObject(calls.words, calls.permission, call)
  const read = () =>
    callForLists(() => calls.read(session)).catch((error: unknown) => {
      // one reading of the platform: 404 until an export is ready
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    })
  const before = await read()
  await callForLists(() => calls.request(session))
  for (let waited = 0, pause = FIRST_POLL_MS; ; waited += pause, pause = Math.min(MAX_POLL_MS, pause * 1.5)) {
    const ready = await read()
    if (ready && isNewExport(ready, before))
      return callForLists(() => downloadExport(session, ready.uri, regionApiBaseUrl() ?? deps.apiBaseUrl))
    if (waited >= EXPORT_WAIT_MS)
      throw new ApiError(
        504,
        'platform.timeout',
        'Genesys Cloud has not finished writing the export. Try again in a minute.'
      )
    await deps.sleep(pause)
  }
}
