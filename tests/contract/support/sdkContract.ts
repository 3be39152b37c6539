/**
 * What the Outbound contract suites share: an in-process emulator on a clock the tests move, the official SDK
 * pointed at it and signed in as a seeded user (Avery by default), everything back to the seed before each test.
 */
import platformClient from 'purecloud-platform-client-v2'
import { createEmulator, type Emulator } from '../../../emulator/src/createEmulator'
import { seedUsers } from '../../../emulator/src/seed'
import { pointSdkAt } from '../../../emulator/src/testing/sdkGateway'
import { issueTestToken } from '../../../emulator/src/testing/signIn'

export const START = Date.parse('2026-04-01T09:00:00.000Z')

export interface SdkFailure {
  status: number
  body: {
    code: string
    message: string
    details: { errorCode: string; fieldName?: string }[]
    limit?: { key: string; value: number }
  }
}

export interface SdkContract {
  readonly emulator: Emulator
  /** the signed-in person's token (the SDK has it too), for plain fetches such as downloads */
  readonly token: string
  /** the emulator's clock (epoch ms) */
  now: number
  signInAs(email: string): Promise<void>
  /** back to the seed (tokens included), signed in again as the same person */
  reset(): Promise<void>
}

/** Registers the suite's hooks; read the emulator and the token from the answer inside tests. */
export function setUpSdkContract(): SdkContract {
  const client = platformClient.ApiClient.instance
  let emulator: Emulator | undefined
  let token = ''
  let email: string = seedUsers.avery.email
  const contract: SdkContract = {
    get emulator() {
      if (!emulator) throw new Error('the emulator starts in beforeAll')
      return emulator
    },
    get token() {
      return token
    },
    now: START,
    async signInAs(who: string) {
      email = who
      token = await issueTestToken(contract.emulator.url, who)
      client.setAccessToken(token)
    },
    async reset() {
      await fetch(`${contract.emulator.url}/__emulator/reset`, { method: 'POST' })
      await contract.signInAs(email)
    }
  }
  beforeAll(async () => {
    client.config.live_reload_config = false
    emulator = await createEmulator({ port: 0, quiet: true, now: () => contract.now, rateLimitPerMinute: 0 })
    pointSdkAt(client, emulator.port)
  })
  afterAll(() => emulator?.close())
  beforeEach(async () => {
    contract.now = START
    email = seedUsers.avery.email
    await contract.reset()
  })
  return contract
}

/** The SDK rejects with the platform's ErrorBody (it carries the status). */
export async function failureOf(call: Promise<unknown>): Promise<SdkFailure> {
  try {
    await call
  } catch (error) {
    const body = error as SdkFailure['body'] & { status: number }
    return { status: body.status, body }
  }
  throw new Error('expected the SDK call to fail')
}

/** A call to the emulator's control API (`/__emulator…`): its status and JSON answer. */
export async function emulatorControl(
  contract: SdkContract,
  method: string,
  path: string,
  body?: unknown
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${contract.emulator.url}/__emulator${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
