import Papa from 'papaparse'

type Listener = (value?: unknown) => void

/** A slice of the file as bytes: Blob.arrayBuffer where there is one, FileReader otherwise (jsdom). */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
}

/**
 * A file read slice by slice and decoded across the slices' edges, as the Node-style readable stream Papa's
 * ReadableStreamStreamer consumes (data / end / error events). Papa's own FileStreamer decodes each slice on its
 * own, which garbles a character split between two slices ("é" in UTF-8 is two bytes).
 */
class FileTextStream {
  readonly readable = true
  private readonly listeners = new Map<string, Set<Listener>>()
  private stopped = false

  constructor(
    private readonly file: Blob,
    private readonly sliceBytes: number,
    private readonly encoding: string,
    private readonly onBytes: (read: number) => void
  ) {}

  read() {
    return null
  }
  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
    return this
  }
  removeListener(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener)
    return this
  }
  pause() {}
  resume() {}
  stop() {
    this.stopped = true
  }
  private emit(event: string, value?: unknown) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(value)
  }

  async start() {
    const decoder = new TextDecoder(this.encoding)
    try {
      for (let start = 0; start < this.file.size && !this.stopped; start += this.sliceBytes) {
        const bytes = await readBytes(this.file.slice(start, start + this.sliceBytes))
        if (this.stopped) return
        this.onBytes(Math.min(this.file.size, start + this.sliceBytes))
        const text = decoder.decode(bytes, { stream: true })
        if (text) this.emit('data', text)
      }
      if (this.stopped) return
      const rest = decoder.decode()
      if (rest) this.emit('data', rest)
      this.emit('end')
    } catch (error) {
      this.emit('error', error)
    }
  }
}

export interface CsvChunk {
  rows: string[][]
  /** the indexes (in `rows`) of rows the parser could not read (an unclosed quote…) */
  broken: Set<number>
  /** the bytes of the file read so far */
  bytesRead: number
}

export interface StreamCsvOptions {
  /** the cells' separator and the line break (sniffCsv) */
  delimiter: string
  newline: CsvNewline
  /** 'utf-8' (its byte-order mark dropped) or what sniffCsv found */
  encoding: string
  /** the bytes read at a time (each slice's rows come in one chunk) */
  sliceBytes?: number
  /** each slice's rows, in order; answering 'stop' ends the reading there */
  onChunk: (chunk: CsvChunk) => 'stop' | void
}

/**
 * Reads a CSV file as a stream with PapaParse: each slice's complete rows to `onChunk` (a row cut by the slice's
 * end comes with the next one); rows are arrays of cells, the header included.
 */
export function streamCsv(file: Blob, options: StreamCsvOptions): Promise<void> {
  let bytesRead = 0
  const stream = new FileTextStream(file, options.sliceBytes ?? 256 * 1024, options.encoding, read => {
    bytesRead = read
  })
  return new Promise((resolve, reject) => {
    let settled = false
    const finish = () => {
      if (settled) return
      settled = true
      stream.stop()
      resolve()
    }
    Papa.parse<string[]>(stream as unknown as NodeJS.ReadableStream, {
      delimiter: options.delimiter,
      newline: options.newline,
      chunk: (results, parser) => {
        const broken = new Set<number>()
        for (const error of results.errors)
          if (error.type !== 'Delimiter' && typeof error.row === 'number') broken.add(error.row)
        if (options.onChunk({ rows: results.data, broken, bytesRead }) === 'stop') {
          parser.abort()
          finish()
        }
      },
      complete: finish,
      error: (error: unknown) => {
        if (settled) return
        settled = true
        stream.stop()
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
    void stream.start()
  })
}

export type CsvNewline = '\r\n' | '\n' | '\r'

export interface CsvFormat {
  encoding: 'utf-8' | 'windows-1252'
  delimiter: string
  newline: CsvNewline
}

/**
 * How the file is written, from its first 64 kB: the encoding — UTF-8 when those bytes are valid UTF-8,
 * otherwise Windows-1252 (what Excel writes a CSV in on a Western European Windows: "Lefèvre" would otherwise
 * read "Lef�vre") —, the separator (",", ";" as a French or German Excel writes, tab, "|") and the line break.
 * Guessed once here, blank lines aside: Papa guesses on its first piece of text, which may be a few bytes.
 */
export async function sniffCsv(file: Blob): Promise<CsvFormat> {
  const head = await readBytes(file.slice(0, 64 * 1024))
  let encoding: CsvFormat['encoding'] = 'utf-8'
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true })
  } catch {
    encoding = 'windows-1252'
  }
  const text = new TextDecoder(encoding).decode(head, { stream: true })
  const { meta } = Papa.parse<string[]>(text, { preview: 100, skipEmptyLines: 'greedy' })
  const newline = (['\r\n', '\n', '\r'] as const).find(candidate => candidate === meta.linebreak) ?? '\n'
  return { encoding, delimiter: meta.delimiter || ',', newline }
}
