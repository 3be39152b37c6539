import { ApiError } from '@/server/access/ApiError'
import type { PlatformSession } from '@/server/platform'
import { getExportFile } from '@/server/platform/contactListApi'

/**
 * Reads an export's CSV from the address the platform gave. The person's token goes with the request, so the
 * address must be on the platform's own API host: an address elsewhere is refused rather than followed.
 */
export async function downloadExport(
  session: PlatformSession,
  uri: string,
  apiBaseUrl: string
): Promise<string> {
  let address: URL
  try {
    address = new URL(uri, apiBaseUrl)
  } catch {
    address = new URL('invalid:')
  }
  if (address.origin !== new URL(apiBaseUrl).origin)
    throw new ApiError(
      502,
      'platform.unavailable',
      'Genesys Cloud gave an export address this app does not trust.'
    )
  return getExportFile(session, `${address.pathname}${address.search}`)
}
