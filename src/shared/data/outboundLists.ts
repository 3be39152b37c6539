import { useEffect, useRef } from 'react'

import { downloadCsv } from '@/shared/files/downloadCsv'

import type { DataRequest } from './dataTransport'

/**
 * What the contact lists and the do-not-call lists share in the data layer (docs/contact-lists.md,
 * docs/dnc-lists.md): one list's page data by id, its export as CSV text, and following an import the platform
 * is still processing.
 */

/** A list's address in the app's API: `/api/contact-lists/{id}`, `/api/dnc-lists/{id}`. */
export const outboundListUrl = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`

/** GET `{base}/{id}`: the list, what the person may do with it, the organisation's default country. */
export const listDetailQuery = <Tag extends string>(base: string, tag: Tag) => ({
  query: (id: string): DataRequest => ({ method: 'GET', url: outboundListUrl(base, id) }),
  providesTags: (_answer: unknown, _failure: unknown, id: string) => [{ type: tag, id }]
})

/**
 * GET `{base}/{id}/export?q`: the CSV as text, asked with the token in the header (never in an address a
 * download link would keep in the history). A change, not a query: the file is not kept in the store.
 */
export const listExportCall = (base: string) => ({
  query: ({ id, q }: { id: string; q?: string }): DataRequest => ({
    method: 'GET',
    url: `${outboundListUrl(base, id)}/export`,
    params: q ? { q } : {},
    responseType: 'text'
  })
})

/** A call of the data layer as its hook's trigger answers it: its answer, and forgetting it. */
interface Call<T> {
  unwrap: () => Promise<T>
  reset: () => void
}

/** Downloads what an export call answered as `fileName`; the text is not kept in the store afterwards. */
export async function downloadExport(call: Call<string>, fileName: string): Promise<void> {
  try {
    downloadCsv(fileName, await call.unwrap())
  } finally {
    call.reset()
  }
}

/** How often a list is read again while the platform processes an import into it. */
export const IMPORT_POLL_MS = 2_000
/** Reads at most this many times for one import (10 minutes), then leaves it to the person's next visit. */
export const MAX_IMPORT_POLLS = 300

/**
 * While an import into a list shown is in progress on the platform (`importing`), reads it again (`reload`)
 * IMPORT_POLL_MS after each answer (`answered` changes), at most MAX_IMPORT_POLLS times; once it is no longer in
 * progress, `onDone` (its contents and size have changed).
 */
export function useFollowImport(
  importing: boolean,
  answered: unknown,
  reload: () => void,
  onDone?: () => void
): void {
  const polls = useRef(0)
  const wasImporting = useRef(false)
  const latest = useRef({ reload, onDone })
  useEffect(() => {
    latest.current = { reload, onDone }
  })
  useEffect(() => {
    if (!importing) {
      if (wasImporting.current) latest.current.onDone?.()
      wasImporting.current = false
      polls.current = 0
      return
    }
    wasImporting.current = true
    if (polls.current >= MAX_IMPORT_POLLS) return
    const timer = setTimeout(() => {
      polls.current += 1
      latest.current.reload()
    }, IMPORT_POLL_MS)
    return () => clearTimeout(timer)
  }, [importing, answered])
}
