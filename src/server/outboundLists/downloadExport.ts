import axios from 'axios'
import { ApiError } from '@/server/access/ApiError'
import type { PlatformSession } from '@/server/platform'
import { getExportFile } from '@/server/platform/contactListApi'

// A list of a million contacts is a file of about 100 MB: give it time, but not forever.
const FILE_TIMEOUT_MS = 60_000

const untrusted = () =>
  new ApiError(502, 'platform.unavailable', 'Genesys Cloud gave an export address this app does not trust.')

/**
 * Reads an export's CSV from the address the platform gave. The person's token goes with the first request, so
 * that address must be on the platform's own API host (anything else is refused rather than followed); it
 * answers the file's signed address, which is read without the token.
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
    throw untrusted()
  }
  if (address.origin !== new URL(apiBaseUrl).origin) throw untrusted()
  const answer = await getExportFile(session, address.pathname, Object.fromEntries(address.searchParams))
  if (typeof answer === 'string') return answer
  const file = new URL(answer.url)
  if (file.protocol !== 'https:' && file.origin !== address.origin) throw untrusted()
  const response = await axios.get<string>(file.href, {
    responseType: 'text',
    timeout: FILE_TIMEOUT_MS,
    maxRedirects: 3,
    // the signed address is the authorisation: no token, no cookie goes with it
    transformResponse: data => data as string
  })
  return response.data
}
