/**
 * Delivery in the emulator's realism mode (`options.realism.eventJitterMs`): each event waits a random
 * 0…eventJitterMs before it is sent, so events arrive late, within that bound, and two may cross. Off, they
 * leave at once.
 */
import platformClient from 'purecloud-platform-client-v2'

import { createEmulator, type Emulator } from '../../emulator/src/createEmulator'
import { knownCampaigns } from '../../emulator/src/outbound/seedOutbound'
import { seedUsers } from '../../emulator/src/seed'
import { pointSdkAt } from '../../emulator/src/testing/sdkGateway'
import { issueTestToken } from '../../emulator/src/testing/signIn'
import { closeChannels, connectChannel, until } from './support/notificationSocket'

const JITTER_MS = 1000
/** what the machine itself may add (a busy test runner) */
const SLACK_MS = 250
/** "at once": well under what the jitter gives */
const PROMPT_MS = 150
const CHANGES = 8

const client = platformClient.ApiClient.instance
afterEach(() => closeChannels())

async function withEmulator(
  realism: Parameters<typeof createEmulator>[0],
  run: (e: Emulator) => Promise<void>
) {
  const emulator = await createEmulator({ port: 0, quiet: true, rateLimitPerMinute: 0, ...realism })
  try {
    client.config.live_reload_config = false
    pointSdkAt(client, emulator.port)
    client.setAccessToken(await issueTestToken(emulator.url, seedUsers.avery.email))
    await run(emulator)
  } finally {
    await emulator.close()
  }
}

/** How long after each of CHANGES campaign saves its event arrived (ms), in the order the saves were made. */
async function eventDelays(): Promise<number[]> {
  const notifications = new platformClient.NotificationsApi()
  const outbound = new platformClient.OutboundApi()
  const id = knownCampaigns.offPower
  const topic = `v2.outbound.campaigns.${id}`
  const channel = await notifications.postNotificationsChannels()
  const { messages } = await connectChannel(channel.connectUri!)
  await notifications.putNotificationsChannelSubscriptions(channel.id!, [{ id: topic }])
  const savedAt = new Map<string, number>()
  let campaign = await outbound.getOutboundCampaign(id)
  for (let i = 0; i < CHANGES; i++) {
    const callerName = `Delivery ${i}`
    campaign = await outbound.putOutboundCampaign(id, { ...campaign, callerName })
    savedAt.set(callerName, Date.now())
  }
  await until(() => messages.length >= CHANGES, 'every event')
  return [...savedAt].map(([callerName, at]) => {
    const event = messages.find(m => m.eventBody.callerName === callerName)!
    return event.receivedAt - at
  })
}

test('realism on: each event is delayed by up to eventJitterMs, no more', async () => {
  await withEmulator(
    { realism: { eventJitterMs: JITTER_MS, exportMs: 0, importMs: 0, listingLagMs: 0 } },
    async () => {
      const delays = await eventDelays()
      expect(Math.max(...delays)).toBeLessThanOrEqual(JITTER_MS + SLACK_MS)
      // uniform over 0…1,000 ms: all eight under 150 ms has a chance of 0.15^8, about 3 in 10 million
      expect(Math.max(...delays)).toBeGreaterThanOrEqual(PROMPT_MS)
    }
  )
})

test('realism off: events leave at once', async () => {
  await withEmulator({}, async () => {
    const delays = await eventDelays()
    expect(Math.max(...delays)).toBeLessThan(PROMPT_MS)
  })
})
