/**
 * Exports of contact lists and DNC lists. The platform builds an export file in the background and hands out a
 * download URL; the emulator builds the CSV at once (POST …/export), keeps the latest one per list for GET
 * …/export, and serves it under a download id (downloadRoutes.ts). Only the most recent downloads are kept.
 */

export type ExportKind = 'contactList' | 'dncList'

export interface DownloadRecord {
  id: string
  organizationId: string
  fileName: string
  body: string
  /** epoch ms */
  createdAt: number
}

const MAX_DOWNLOADS = 200

export class ExportStore {
  private downloads = new Map<string, DownloadRecord>()
  private latest = new Map<string, string>()

  clear(): void {
    this.downloads.clear()
    this.latest.clear()
  }

  add(kind: ExportKind, listId: string, download: DownloadRecord): DownloadRecord {
    this.downloads.set(download.id, download)
    this.latest.set(`${kind} ${listId}`, download.id)
    // Maps iterate in insertion order: the first key is the oldest download.
    while (this.downloads.size > MAX_DOWNLOADS) {
      const oldest = this.downloads.keys().next().value
      if (oldest === undefined) break
      this.downloads.delete(oldest)
    }
    return download
  }

  /** The latest export of a list, while its download is still kept. */
  latestOf(kind: ExportKind, listId: string): DownloadRecord | undefined {
    const id = this.latest.get(`${kind} ${listId}`)
    return id === undefined ? undefined : this.downloads.get(id)
  }

  download(id: string): DownloadRecord | undefined {
    return this.downloads.get(id)
  }

  forget(kind: ExportKind, listId: string): void {
    this.latest.delete(`${kind} ${listId}`)
  }
}
