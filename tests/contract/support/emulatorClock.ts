/**
 * The emulator's clock control API (`/__emulator/clock`) for contract tests: moving it forward is how a test
 * reaches a schedule's boundary. A move of more than a token's lifetime expires the token, so the helpers sign
 * the same person in again afterwards.
 */
import type { SdkContract } from './sdkContract'

export interface ClockState {
  now: string
  offsetMs: number
}

async function move(t: SdkContract, body: object): Promise<ClockState> {
  const response = await fetch(`${t.emulator.url}/__emulator/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body)
  })
  if (response.status !== 200) throw new Error(`clock move refused: ${await response.text()}`)
  return (await response.json()) as ClockState
}

export const advanceClock = (t: SdkContract, advanceMs: number) => move(t, { advanceMs })

/** Moves the clock to `iso` (forward only) and signs the same person in again with a fresh token. */
export async function setClock(t: SdkContract, iso: string, email: string): Promise<ClockState> {
  const state = await move(t, { set: iso })
  await t.signInAs(email)
  return state
}

export async function readClock(t: SdkContract): Promise<ClockState> {
  return (await (await fetch(`${t.emulator.url}/__emulator/clock`)).json()) as ClockState
}
