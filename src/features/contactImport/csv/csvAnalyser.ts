import type { CsvAnalyser } from './analyserTypes'

/**
 * The dialog's analyser: in a Worker (workerAnalyser.ts), so that parsing 100,000 rows and reading their numbers
 * never blocks the tab. Only where there is no Worker at all — jsdom, in the unit tests — the same pipeline
 * runs on the main thread (inThreadAnalyser.ts). Both are loaded when first used, each as a chunk of its own:
 * the worker's client is small; PapaParse and libphonenumber's metadata go into the worker's chunk.
 */
export function createCsvAnalyser(): CsvAnalyser {
  let loaded: Promise<CsvAnalyser> | undefined
  let analyser: CsvAnalyser | undefined
  const load = () =>
    (loaded ??= (
      typeof Worker === 'undefined'
        ? import('./inThreadAnalyser').then(module => module.inThreadAnalyser())
        : import('./workerAnalyser').then(module => module.workerAnalyser())
    ).then(created => (analyser = created)))
  return {
    preview: async file => (await load()).preview(file),
    analyse: async (file, request, onProgress, signal) =>
      (await load()).analyse(file, request, onProgress, signal),
    dispose: () => analyser?.dispose()
  }
}
