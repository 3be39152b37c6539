import type { ColumnMapping, DncList, ImportAnalysis, ImportContact, RejectedRow } from '../model/importTypes'
import type { CsvFormat } from './readCsv'

/** The file's first rows, read before anything else: what the mapping step shows. */
export interface CsvPreview extends CsvFormat {
  /** the first row: the columns' names */
  header: string[]
  /** up to PREVIEW_ROWS rows after it */
  rows: string[][]
}

/** Why a file cannot be imported, found on reading its start. */
export type PreviewProblem = 'empty' | 'binary' | 'no-header' | 'no-rows' | 'unreadable'

export type PreviewResult = { ok: true; preview: CsvPreview } | { ok: false; problem: PreviewProblem }

/** What the analysis needs besides the file: how to read it, the mapping, and what to check numbers against. */
export interface AnalyseRequest extends CsvFormat {
  mapping: ColumnMapping
  listId: string
  phoneColumns: readonly string[]
  /** the organisation's defaultCountryCode ('US', 'FR'…) */
  defaultCountry: string | undefined
  dncLists: readonly DncList[]
}

/** What the analysis hands on while it reads (the worker posts each piece as a message of its own). */
export interface AnalysisSink {
  progress(fraction: number): void
  piece(contacts: ImportContact[], rejected: RejectedRow[]): void
}

/**
 * Reads and analyses a file off the main thread (a Worker), or on it where there is no Worker (the unit tests'
 * jsdom). One per dialog; `dispose` ends its worker.
 */
export interface CsvAnalyser {
  preview(file: File): Promise<PreviewResult>
  /** rejects with an AbortError when `signal` aborts */
  analyse(
    file: File,
    request: AnalyseRequest,
    onProgress: (fraction: number) => void,
    signal: AbortSignal
  ): Promise<ImportAnalysis>
  dispose(): void
}

export type { AnalysisCounts } from '../model/importTypes'
