import type { CsvAnalyser } from './analyserTypes'
import { abortError, collectAnalysis } from './collectAnalysis'
import type { WorkerAnswer, WorkerRequest } from './workerProtocol'

type Unsent = WorkerRequest extends infer Request
  ? Request extends unknown
    ? Omit<Request, 'id'>
    : never
  : never

/**
 * The analyser of browsers: a worker that parses and analyses (csvWorker.ts), started with the first file and
 * ended with the dialog. Cancelling an analysis ends the worker (at once, whatever it was doing); the next call
 * starts another.
 */
export function workerAnalyser(): CsvAnalyser {
  let worker: Worker | undefined
  let nextId = 1
  const waiting = new Map<number, (answer: WorkerAnswer) => void>()
  const start = () => {
    if (worker) return worker
    // Next's bundlers (Turbopack, webpack) turn this exact form into a worker chunk of its own.
    const started = new Worker(new URL('./csvWorker.ts', import.meta.url))
    started.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => waiting.get(data.id)?.(data)
    started.onerror = event => {
      for (const [id, answer] of waiting)
        answer({ id, type: 'error', message: event.message || 'worker error' })
    }
    worker = started
    return started
  }
  const stop = () => {
    worker?.terminate()
    worker = undefined
  }
  const ask = (request: Unsent, onAnswer: (answer: WorkerAnswer) => boolean) => {
    const id = nextId++
    waiting.set(id, answer => {
      if (onAnswer(answer)) waiting.delete(id)
    })
    start().postMessage({ ...request, id } as WorkerRequest)
    return id
  }

  return {
    preview: file =>
      new Promise((resolve, reject) => {
        ask({ type: 'preview', file }, answer => {
          if (answer.type === 'preview') resolve(answer.result)
          else if (answer.type === 'error') reject(new Error(answer.message))
          return true
        })
      }),
    analyse: (file, request, onProgress, signal) =>
      new Promise((resolve, reject) => {
        if (signal.aborted) return reject(abortError())
        const collected = collectAnalysis()
        const id = ask({ type: 'analyse', file, request }, answer => {
          if (answer.type === 'progress') onProgress(answer.fraction)
          else if (answer.type === 'piece') collected.piece(answer.contacts, answer.rejected)
          else {
            signal.removeEventListener('abort', cancel)
            if (answer.type === 'done') resolve(collected.result(answer.counts))
            else if (answer.type === 'error') reject(new Error(answer.message))
            return true
          }
          return false
        })
        function cancel() {
          waiting.delete(id)
          stop()
          reject(abortError())
        }
        signal.addEventListener('abort', cancel, { once: true })
      }),
    dispose: stop
  }
}
