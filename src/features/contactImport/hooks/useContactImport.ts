import { useEffect, useRef, useState } from 'react'

import type { CsvAnalyser } from '../csv/analyserTypes'
import { createCsvAnalyser } from '../csv/csvAnalyser'
import { checkFile } from '../model/checkFile'
import { autoMap } from '../model/columnMapping'
import type { DncList } from '../model/importTypes'
import { runImport } from '../model/runImport'
import type { ContactImportOptions, ImportState } from './importState'

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError'

/**
 * The import's steps, from the file to the report: choose a file (checked, then its first rows read), match its
 * columns, check every row (in the worker, against the do-not-call lists, loaded meanwhile), send, resume. Each
 * step's work belongs to it: going back, or a newer file, leaves a late answer unheard; closing the dialog ends
 * the worker and aborts a batch in flight.
 */
export function useContactImport({
  list,
  defaultCountryCode,
  sendBatch,
  loadDncNumbers,
  onImported,
  onSendingChange
}: ContactImportOptions) {
  const [state, setState] = useState<ImportState>({ step: 'file' })
  const analyser = useRef<CsvAnalyser | null>(null)
  const generation = useRef(0)
  /** aborted when the dialog goes away: a batch in flight, the do-not-call lists' request */
  const gone = useRef(new AbortController())
  const stopAnalysis = useRef<AbortController | null>(null)
  const cancelSending = useRef<AbortController | null>(null)
  const dnc = useRef<Promise<DncList[]> | null>(null)

  useEffect(() => {
    // made here, not only with the ref: under StrictMode React unmounts and mounts again once, and a controller
    // aborted by that first cleanup would stop every import before its first batch
    const alive = new AbortController()
    gone.current = alive
    return () => {
      alive.abort()
      stopAnalysis.current?.abort()
      analyser.current?.dispose()
      analyser.current = null
    }
  }, [])

  const getAnalyser = () => (analyser.current ??= createCsvAnalyser())
  /** the do-not-call numbers, asked once (again after a failure) */
  const dncLists = () => {
    const loading = (dnc.current ??= loadDncNumbers(gone.current.signal))
    loading.catch(() => {
      if (dnc.current === loading) dnc.current = null
    })
    return loading
  }
  const next = () => ++generation.current

  const chooseFiles = async (files: readonly File[]) => {
    if (files.length === 0) return
    const current = next()
    stopAnalysis.current?.abort()
    const [file] = files
    if (files.length > 1 || !file) return setState({ step: 'file', problem: { kind: 'several', name: '' } })
    const problem = checkFile(file)
    if (problem) return setState({ step: 'file', problem: { kind: problem, name: file.name } })
    setState({ step: 'reading', file })
    void dncLists().catch(() => undefined) // loads while the person matches the columns
    const result = await getAnalyser()
      .preview(file)
      .catch(() => ({ ok: false as const, problem: 'unreadable' as const }))
    if (current !== generation.current) return
    if (!result.ok) return setState({ step: 'file', problem: { kind: result.problem, name: file.name } })
    const mapping: Record<string, number | null> = { ...autoMap(result.preview.header, list) }
    for (const column of list.columnNames)
      if (!(column in mapping) && !list.phoneColumns.includes(column)) mapping[column] = null
    setState({ step: 'mapping', file, preview: result.preview, mapping })
  }

  const setColumn = (column: string, index: number | null | undefined) => {
    setState(before => {
      if (before.step !== 'mapping') return before
      const mapping: Record<string, number | null> = { ...before.mapping }
      if (index === undefined) delete mapping[column]
      else mapping[column] = index
      return { ...before, mapping, failure: undefined }
    })
  }

  const check = async () => {
    if (state.step !== 'mapping') return
    const { file, preview, mapping } = state
    const current = next()
    const stop = new AbortController()
    stopAnalysis.current = stop
    setState({ step: 'checking', file, preview, mapping, fraction: 0 })
    let lists: DncList[]
    try {
      lists = await dncLists()
    } catch {
      if (current === generation.current)
        setState({ step: 'mapping', file, preview, mapping, failure: 'dnc' })
      return
    }
    let shown = 0
    try {
      const analysis = await getAnalyser().analyse(
        file,
        {
          encoding: preview.encoding,
          delimiter: preview.delimiter,
          newline: preview.newline,
          mapping,
          listId: list.id,
          phoneColumns: list.phoneColumns,
          defaultCountry: defaultCountryCode ?? undefined,
          dncLists: lists
        },
        fraction => {
          // one render per percent at most
          if (current !== generation.current || fraction - shown < 0.01) return
          shown = fraction
          setState(before => (before.step === 'checking' ? { ...before, fraction } : before))
        },
        stop.signal
      )
      if (current === generation.current) setState({ step: 'summary', file, preview, mapping, analysis })
    } catch (error) {
      if (current === generation.current && !isAbort(error))
        setState({ step: 'mapping', file, preview, mapping, failure: 'analysis' })
    }
  }

  const send = async () => {
    if (state.step !== 'summary' && state.step !== 'report') return
    const { file, preview, mapping, analysis } = state
    const startAt = state.step === 'report' && state.outcome.status !== 'done' ? state.outcome.resumeAt : 0
    const current = next()
    const cancel = new AbortController()
    cancelSending.current = cancel
    const total = analysis.contacts.length
    setState({
      step: 'sending',
      file,
      preview,
      mapping,
      analysis,
      progress: { sent: startAt, total },
      cancelling: false
    })
    onSendingChange?.(true)
    const outcome = await runImport({
      contacts: analysis.contacts,
      send: (batch, signal) => sendBatch(list.id, batch, signal),
      onProgress: progress =>
        current === generation.current &&
        setState(before => (before.step === 'sending' ? { ...before, progress } : before)),
      signal: cancel.signal,
      sendSignal: gone.current.signal,
      startAt
    })
    if (gone.current.signal.aborted) return
    onSendingChange?.(false)
    setState({ step: 'report', file, preview, mapping, analysis, outcome })
    if (outcome.imported > startAt) onImported?.({ imported: outcome.imported, total })
  }

  const stop = () => {
    if (state.step === 'checking') {
      next()
      stopAnalysis.current?.abort()
      const { file, preview, mapping } = state
      setState({ step: 'mapping', file, preview, mapping })
    } else if (state.step === 'sending') {
      cancelSending.current?.abort()
      setState(before => (before.step === 'sending' ? { ...before, cancelling: true } : before))
    }
  }

  const back = () => {
    next()
    if (state.step === 'summary') {
      const { file, preview, mapping } = state
      setState({ step: 'mapping', file, preview, mapping })
    } else setState({ step: 'file', returned: true })
  }

  return { state, chooseFiles, setColumn, check, send, stop, back }
}
