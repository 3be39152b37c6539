// A browser worker's scope in a Node worker thread, for the app's csv/csvWorker.ts (contact-import.bench.ts):
// `self` with onmessage / postMessage over worker_threads' parentPort. The worker's code runs unchanged.
import { parentPort } from 'node:worker_threads'

const port = parentPort!
Object.assign(globalThis, {
  self: {
    postMessage: (message: unknown) => port.postMessage(message),
    set onmessage(listener: (event: { data: unknown }) => void) {
      port.on('message', data => listener({ data }))
    }
  }
})
