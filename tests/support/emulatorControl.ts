/**
 * The emulator's control API (/__emulator/*) over HTTP, for integration tests. Each helper fails loudly
 * when the emulator refuses, so a test never runs against a state it did not set up.
 */
export interface EmulatorFault {
  method: string
  path: string
  status?: number
  times?: number
  delayMs?: number
  body?: unknown
}

async function control(baseUrl: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}/__emulator/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body)
  })
  if (!response.ok) throw new Error(`emulator ${path} answered ${response.status}: ${await response.text()}`)
  return response.json()
}

/** A valid access token for a seeded user (e.g. avery.admin@democc.example). */
export async function issueToken(baseUrl: string, email: string, expiresInSeconds?: number): Promise<string> {
  const answer = (await control(baseUrl, 'tokens', { email, expiresInSeconds })) as { access_token: string }
  return answer.access_token
}

export const addFault = (baseUrl: string, fault: EmulatorFault) => control(baseUrl, 'faults', fault)

export const resetEmulator = (baseUrl: string) => control(baseUrl, 'reset', {})
