import type { CsvPreview, PreviewProblem } from '../csv/analyserTypes'
import type { FileProblem } from '../model/checkFile'
import type {
  ColumnMapping,
  DncList,
  ImportAnalysis,
  ImportContact,
  ImportTargetList
} from '../model/importTypes'
import type { ImportOutcome, ImportProgress } from '../model/runImport'

/** What the import needs from the page (ImportContactsDialogProps tells each one). */
export interface ContactImportOptions {
  list: ImportTargetList
  defaultCountryCode: string | null | undefined
  sendBatch: (listId: string, contacts: ImportContact[], signal: AbortSignal) => Promise<unknown>
  loadDncNumbers: (signal: AbortSignal) => Promise<DncList[]>
  onImported?: (result: { imported: number; total: number }) => void
  /** told when sending starts and ends (the dialog cannot be closed meanwhile: Cancel first) */
  onSendingChange?: (sending: boolean) => void
}

export type FileStepProblem = { kind: FileProblem | PreviewProblem | 'several'; name: string }

interface Read {
  file: File
  preview: CsvPreview
  mapping: ColumnMapping
}
interface Analysed extends Read {
  analysis: ImportAnalysis
}

/** Where the import is: each step with what it needs. */
export type ImportState =
  | { step: 'file'; problem?: FileStepProblem; returned?: boolean }
  | { step: 'reading'; file: File }
  | (Read & { step: 'mapping'; failure?: 'dnc' | 'analysis' })
  | (Read & { step: 'checking'; fraction: number })
  | (Analysed & { step: 'summary' })
  | (Analysed & { step: 'sending'; progress: ImportProgress; cancelling: boolean })
  | (Analysed & { step: 'report'; outcome: ImportOutcome })
