import { ApiError } from '@/server/access/ApiError'
import { type PlatformSession, regionApiBaseUrl } from '@/server/platform'
import type { ContactListDeps } from './ContactListDeps'
import { downloadExport } from './downloadExport'
import { callForLists } from './toContactListApiError'

// How long the platform may take to write an export before we say so (it writes asynchronously).
const EXPORT_WAIT_MS = 20_000
const EXPORT_POLL_MS = 500

export interface ExportCalls {
  /** POST …/export */
  request: (session: PlatformSession) => Promise<void>
  /** GET …/export: `{uri, exportTimestamp}` */
  read: (session: PlatformSession) => Promise<{ uri: string; exportTimestamp?: string }>
}

/**
 * A list's CSV as the platform exports it: asked for, waited for (every 0.5 s, at most 20 s, until an export
 * other than the one there was before the request is ready: comparing with our own clock would trust the
 * platform's to agree), then read from the address given (on the platform's API host only).
 */
export async function readExport(
  deps: Pick<ContactListDeps, 'sleep' | 'apiBaseUrl'>,
  session: PlatformSession,
  permission: string,
  calls: ExportCalls
): Promise<string> {
  const read = () =>
    callForLists(permission, () => calls.read(session)).catch((error: unknown) => {
      // the platform answers 404 until a first export exists
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    })
  const before = await read()
  await callForLists(permission, () => calls.request(session))
  for (let waited = 0; ; waited += EXPORT_POLL_MS) {
    const ready = await read()
    if (ready && (!before || ready.uri !== before.uri || ready.exportTimestamp !== before.exportTimestamp))
      return callForLists(permission, () =>
        downloadExport(session, ready.uri, regionApiBaseUrl() ?? deps.apiBaseUrl)
      )
    if (waited >= EXPORT_WAIT_MS)
      throw new ApiError(
        504,
        'platform.timeout',
        'Genesys Cloud has not finished writing the export. Try again in a minute.'
      )
    await deps.sleep(EXPORT_POLL_MS)
  }
}
