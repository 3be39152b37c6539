import type { CsvAnalyser } from './analyserTypes'
import { abortError, collectAnalysis } from './collectAnalysis'
import { analyseCsv, previewCsv } from './csvPipeline'

/**
 * The same reading and analysis on the main thread, for where there is no Worker: the unit tests (jsdom). A
 * browser always has one (csvAnalyser.ts): this would block a tab for seconds on 100,000 rows.
 */
export function inThreadAnalyser(): CsvAnalyser {
  return {
    preview: file => previewCsv(file),
    async analyse(file, request, onProgress, signal) {
      const collected = collectAnalysis()
      const counts = await analyseCsv(
        file,
        request,
        { progress: onProgress, piece: collected.piece },
        () => signal.aborted
      )
      if (signal.aborted) throw abortError()
      return collected.result(counts)
    },
    dispose() {}
  }
}
