import type { AnalysisCounts, ImportContact, RejectedRow } from '../model/importTypes'
import type { AnalyseRequest, PreviewResult } from './analyserTypes'

/** main thread → worker */
export type WorkerRequest =
  | { id: number; type: 'preview'; file: File }
  | { id: number; type: 'analyse'; file: File; request: AnalyseRequest }

/** worker → main thread: a preview at once; an analysis in pieces (one message per slice), then its counts */
export type WorkerAnswer =
  | { id: number; type: 'preview'; result: PreviewResult }
  | { id: number; type: 'progress'; fraction: number }
  | { id: number; type: 'piece'; contacts: ImportContact[]; rejected: RejectedRow[] }
  | { id: number; type: 'done'; counts: AnalysisCounts }
  | { id: number; type: 'error'; message: string }
