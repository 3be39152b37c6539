import { useEffect, useRef } from 'react'

/** How often a list is read again while the platform processes an import into it. */
export const IMPORT_POLL_MS = 2_000
/** Reads at most this many times for one import (10 minutes), then leaves it to the person's next visit. */
export const MAX_IMPORT_POLLS = 300

/**
 * While the list's last import is in progress on the platform, reads the list again every IMPORT_POLL_MS
 * (`reload`, after each answer: `answered` changes); once it is no longer in progress, `onDone` (its contacts
 * and size have changed).
 */
export function useFollowImport(
  importing: boolean,
  answered: unknown,
  reload: () => void,
  onDone: () => void
): void {
  const polls = useRef(0)
  const wasImporting = useRef(false)
  const done = useRef(onDone)
  useEffect(() => {
    done.current = onDone
  })
  useEffect(() => {
    if (!importing) {
      if (wasImporting.current) done.current()
      wasImporting.current = false
      polls.current = 0
      return
    }
    wasImporting.current = true
    if (polls.current >= MAX_IMPORT_POLLS) return
    const timer = setTimeout(() => {
      polls.current += 1
      reload()
    }, IMPORT_POLL_MS)
    return () => clearTimeout(timer)
  }, [importing, answered, reload])
}
