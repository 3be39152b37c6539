/**
 * Exports of contact lists and DNC lists. The platform builds an export file in the background and hands out a
 * download URL; the emulator writes the CSV when the export is asked for (POST …/export) and keeps it as not
 * ready until its `readyAt` (at once, or `exportMs` later in the realism mode). GET …/export answers the latest
 * ready one per list, served under a download id (exportRoutes.ts). Only the most recent downloads are kept.
 */

export type ExportKind = 'contactList' | 'dncList'

export interface DownloadRecord {
  id: string
  organizationId: string
  /** the person who asked for it: the one told when it is ready */
  askedBy: string
  fileName: string
  body: string
  /** epoch ms: when the export was asked for */
  askedAt: number
  /** epoch ms: when its file is ready (its exportTimestamp) */
  readyAt: number
  /** whether the export's notification has been sent */
  announced: boolean
}

const MAX_DOWNLOADS = 200

export class ExportStore {
  private downloads = new Map<string, DownloadRecord>()
  /** per list, its exports' download ids in the order they were asked for */
  private byList = new Map<string, string[]>()

  clear(): void {
    this.downloads.clear()
    this.byList.clear()
  }

  add(kind: ExportKind, listId: string, download: DownloadRecord): DownloadRecord {
    this.downloads.set(download.id, download)
    // Maps iterate in insertion order: the first key is the oldest download.
    while (this.downloads.size > MAX_DOWNLOADS) {
      const oldest = this.downloads.keys().next().value
      if (oldest === undefined) break
      this.downloads.delete(oldest)
    }
    const key = `${kind} ${listId}`
    const kept = (this.byList.get(key) ?? []).filter(id => this.downloads.has(id))
    this.byList.set(key, [...kept, download.id])
    return download
  }

  /** The latest export of a list whose file is ready at `now`, while its download is still kept. */
  latestOf(kind: ExportKind, listId: string, now: number): DownloadRecord | undefined {
    const ids = this.byList.get(`${kind} ${listId}`) ?? []
    for (let i = ids.length - 1; i >= 0; i--) {
      const download = this.downloads.get(ids[i]!)
      if (download && download.readyAt <= now) return download
    }
    return undefined
  }

  /** A download whose file is ready at `now` (one still being written is not there yet). */
  download(id: string, now: number): DownloadRecord | undefined {
    const download = this.downloads.get(id)
    return download && download.readyAt <= now ? download : undefined
  }

  forget(kind: ExportKind, listId: string): void {
    this.byList.delete(`${kind} ${listId}`)
  }
}
