// The CSV worker: parsing the file and reading its numbers (libphonenumber, about 20 µs a number) happen here,
// off the main thread, which receives the preview, then the analysis in pieces of one slice (~2,500 rows) each.
// Started by workerAnalyser.ts (`new Worker(new URL('./csvWorker.ts', import.meta.url))`).
import { analyseCsv, previewCsv } from './csvPipeline'
import type { WorkerAnswer, WorkerRequest } from './workerProtocol'

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null
  postMessage(message: WorkerAnswer): void
}

const scope = self as unknown as WorkerScope

scope.onmessage = async ({ data }) => {
  const { id } = data
  try {
    if (data.type === 'preview') {
      scope.postMessage({ id, type: 'preview', result: await previewCsv(data.file) })
      return
    }
    const counts = await analyseCsv(data.file, data.request, {
      progress: fraction => scope.postMessage({ id, type: 'progress', fraction }),
      piece: (contacts, rejected) => scope.postMessage({ id, type: 'piece', contacts, rejected })
    })
    scope.postMessage({ id, type: 'done', counts })
  } catch (error) {
    scope.postMessage({ id, type: 'error', message: error instanceof Error ? error.message : String(error) })
  }
}
