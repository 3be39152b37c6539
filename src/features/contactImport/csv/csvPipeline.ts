import { createRowAnalyser, indexDncLists } from '../model/analyseRows'
import type { AnalysisCounts } from '../model/importTypes'
import { phoneCountry } from '../model/normalizePhone'
import type { AnalyseRequest, AnalysisSink, PreviewResult } from './analyserTypes'
import { sniffCsv, streamCsv } from './readCsv'

/** The rows shown in the preview, after the header. */
export const PREVIEW_ROWS = 20

const isBlank = (row: readonly string[]) => row.every(cell => cell.trim() === '')
/** A cell that is a value rather than a column's name: a phone number, an e-mail address, a plain number. */
const looksLikeData = (cell: string) => {
  const text = cell.trim()
  return text.includes('@') || (/^[+\d\s().\-/]+$/.test(text) && (text.match(/\d/g)?.length ?? 0) >= 6)
}

/**
 * The header and the first rows (the file's first slice only), or why the file cannot be imported: nothing in
 * it, not text (a NUL byte: an Excel workbook, a PDF renamed .csv), a first row that is data rather than the
 * columns' names, or no row after the header.
 */
export async function previewCsv(file: Blob): Promise<PreviewResult> {
  try {
    const format = await sniffCsv(file)
    const rows: string[][] = []
    let binary = false
    await streamCsv(file, {
      ...format,
      sliceBytes: 64 * 1024,
      onChunk: chunk => {
        for (const row of chunk.rows) {
          if (row.some(cell => cell.includes('\u0000'))) binary = true
          if (!isBlank(row)) rows.push(row)
        }
        return binary || rows.length > PREVIEW_ROWS ? 'stop' : undefined
      }
    })
    if (binary) return { ok: false, problem: 'binary' }
    const [header, ...data] = rows
    if (!header) return { ok: false, problem: 'empty' }
    if (header.some(looksLikeData)) return { ok: false, problem: 'no-header' }
    if (data.length === 0) return { ok: false, problem: 'no-rows' }
    return {
      ok: true,
      preview: { header: header.map(name => name.trim()), rows: data.slice(0, PREVIEW_ROWS), ...format }
    }
  } catch {
    return { ok: false, problem: 'unreadable' }
  }
}

/**
 * Reads the whole file as a stream and analyses each row (createRowAnalyser): the contacts and rejected rows of
 * each slice go to `sink.piece` as soon as the slice is read, and the file's progress to `sink.progress`.
 * Resolves with the counts; stops early when `cancelled()` answers true.
 */
export async function analyseCsv(
  file: Blob,
  request: AnalyseRequest,
  sink: AnalysisSink,
  cancelled: () => boolean = () => false
): Promise<AnalysisCounts> {
  const analyser = createRowAnalyser(request.mapping, {
    listId: request.listId,
    phoneColumns: request.phoneColumns,
    defaultCountry: phoneCountry(request.defaultCountry),
    dncNumbers: indexDncLists(request.dncLists)
  })
  let rowNumber = 0
  let header = false
  await streamCsv(file, {
    delimiter: request.delimiter,
    newline: request.newline,
    encoding: request.encoding,
    onChunk: ({ rows, broken, bytesRead }) => {
      rows.forEach((row, index) => {
        rowNumber++
        if (!header) {
          header = !isBlank(row) // the first row with anything in it names the columns (previewCsv)
          return
        }
        if (broken.has(index)) analyser.addMalformed(row, rowNumber)
        else analyser.add(row, rowNumber)
      })
      const { contacts, rejected } = analyser.take()
      if (contacts.length || rejected.length) sink.piece(contacts, rejected)
      sink.progress(file.size ? bytesRead / file.size : 1)
      return cancelled() ? 'stop' : undefined
    }
  })
  return analyser.counts()
}
