import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolveOptions, type EmulatorOptions, type ResolvedOptions } from './config'
import { createRequestHandler } from './handleRequest'
import { createModelCheckRecorder } from './modelCheck/modelCheckRecorder'
import { createNotificationSocket } from './notifications/notificationSocket'
import { apiRoutes } from './platform/apiRoutes'
import { EmulatorState } from './store'

export interface Emulator {
  /** e.g. http://localhost:4010 (no trailing slash) */
  url: string
  port: number
  /** in-memory state, for tests that want to look inside or reset without HTTP */
  state: EmulatorState
  options: ResolvedOptions
  close(): Promise<void>
}

/** Loopback and wildcard binds are reached as "localhost", the name the app is configured with. */
function urlHost(host: string): string {
  if (['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host)) return 'localhost'
  return host.includes(':') ? `[${host}]` : host
}

/** Starts an emulator and resolves once it listens. Port 0 picks a free port (read it from the result). */
export async function createEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const configured = resolveOptions(options)
  const state = new EmulatorState(configured)
  if (configured.checkModels) state.checkModels(await createModelCheckRecorder(apiRoutes))
  // Handlers read the time from the options too: the emulator's clock, which the control API moves.
  const resolved: ResolvedOptions = { ...configured, now: state.clock.now }
  const handler = createRequestHandler(resolved, state)
  const server = createServer((req, res) => void handler(req, res))
  const sockets = createNotificationSocket(state)
  server.on('upgrade', (req, socket, head) => sockets.upgrade(req, socket, head))
  state.notifications.start()

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(resolved.port, resolved.host, () => {
      server.off('error', reject)
      resolve()
    })
  })

  const port = (server.address() as AddressInfo).port
  return {
    url: `http://${urlHost(resolved.host)}:${port}`,
    port,
    state,
    options: { ...resolved, port },
    close: () =>
      new Promise<void>((resolve, reject) => {
        handler.cancelDelays()
        state.notifications.stop()
        sockets.close()
        server.close(error => (error ? reject(error) : resolve()))
        // Keep-alive sockets (fetch keeps them) would otherwise hold close() open for seconds.
        server.closeAllConnections()
      })
  }
}
