import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SeqRequest {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: { Events: Array<Record<string, unknown>> }
}

export interface FakeSeqServer {
  /** what SEQ_SERVER_URL is set to */
  url: string
  requests: SeqRequest[]
  /** resolves once `count` requests have arrived (rejects after `timeoutMs`) */
  waitForRequests(count: number, timeoutMs?: number): Promise<SeqRequest[]>
  close(): Promise<void>
}

/**
 * A stand-in for Seq's ingestion endpoint on loopback: records every POST /api/events/raw (headers and
 * JSON body) and answers 201 as Seq does.
 */
export async function startFakeSeqServer(): Promise<FakeSeqServer> {
  const requests: SeqRequest[] = []
  const waiters: Array<() => void> = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/events/raw') {
        requests.push({
          path: req.url,
          headers: req.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as SeqRequest['body']
        })
        waiters.forEach(wake => wake())
        res.writeHead(201, { 'Content-Type': 'application/json' }).end('{}')
      } else {
        res.writeHead(404).end()
      }
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    waitForRequests(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`fake Seq received ${requests.length} of ${count} requests`)),
          timeoutMs
        )
        const check = () => {
          if (requests.length >= count) {
            clearTimeout(timer)
            resolve(requests)
          }
        }
        waiters.push(check)
        check()
      })
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close(error => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
  }
}
