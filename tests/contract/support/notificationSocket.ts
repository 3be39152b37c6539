/**
 * A real WebSocket client on a notification channel's connectUri, as the contract suites of the Notifications
 * API use it: the messages it received (with when), and a wait for one.
 */
import WebSocket from 'ws'

export interface ChannelMessage {
  topicName: string
  version: string
  eventBody: Record<string, unknown>
  metadata: { CorrelationId: string }
  /** when it arrived (Date.now()) */
  receivedAt: number
}

const open = new Set<WebSocket>()

/** Connects to a channel's socket and collects its messages. */
export async function connectChannel(
  uri: string
): Promise<{ socket: WebSocket; messages: ChannelMessage[] }> {
  const socket = new WebSocket(uri)
  open.add(socket)
  const messages: ChannelMessage[] = []
  socket.on('message', data =>
    messages.push({
      ...(JSON.parse(String(data)) as Omit<ChannelMessage, 'receivedAt'>),
      receivedAt: Date.now()
    })
  )
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return { socket, messages }
}

/** Ends every socket connectChannel opened (afterEach). */
export function closeChannels(): void {
  for (const socket of open) socket.terminate()
  open.clear()
}

/** Waits (at most 2 s) until `check` holds. */
export async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (check()) return
    await new Promise(resolve => setTimeout(resolve, 20))
  }
  throw new Error(`timed out waiting for ${what}`)
}
