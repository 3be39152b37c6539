import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

import { WebSocketServer } from 'ws'

import type { EmulatorState } from '../store'

const SOCKET_PATH = /^\/channels\/([A-Za-z0-9-]{1,64})$/

/**
 * The channels' WebSocket, on the emulator's own port (the HTTP server's upgrade): `ws://…/channels/{id}`.
 * An unknown or expired channel is refused before the handshake (404), as the platform's streaming host does.
 * A second connection to the same channel replaces the first.
 */
export function createNotificationSocket(state: EmulatorState) {
  const server = new WebSocketServer({ noServer: true })
  return {
    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      const id = SOCKET_PATH.exec((req.url ?? '').split('?')[0] ?? '')?.[1]
      const channel = id ? state.notifications.channels.find(id) : undefined
      if (!channel) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
        return
      }
      server.handleUpgrade(req, socket, head, ws => {
        channel.socket?.close(1000, 'Replaced by a new connection')
        channel.socket = ws
        ws.on('close', () => {
          if (channel.socket === ws) channel.socket = null
        })
      })
    },
    close() {
      for (const client of server.clients) client.terminate()
      server.close()
    }
  }
}
