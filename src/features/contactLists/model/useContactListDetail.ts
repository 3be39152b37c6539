import { useCallback, useEffect, useState } from 'react'

import { type ApiFailure, failureOf } from '@/features/sessionApi'
import type { ContactListDetail } from '@/shared/contactLists/contactListTypes'

import { requestContactList } from '../api/contactListsApi'

export interface ContactListDetailState {
  detail: ContactListDetail | null
  /** why the last read failed; the detail shown (if any) is then the last good one */
  error: ApiFailure | null
  /** a read is under way */
  loading: boolean
  reload: () => void
}

interface Answered {
  /** the read this answers (`id#attempt`) */
  key: string
  detail: ContactListDetail | null
  error: ApiFailure | null
}

/** The list's own data (GET /api/contact-lists/:id), read when the page opens and on reload. */
export function useContactListDetail(id: string): ContactListDetailState {
  const [attempt, setAttempt] = useState(0)
  const [answered, setAnswered] = useState<Answered>({ key: '', detail: null, error: null })
  const key = `${id}#${attempt}`
  useEffect(() => {
    const controller = new AbortController()
    requestContactList(id, controller.signal).then(
      detail => setAnswered({ key, detail, error: null }),
      (failure: unknown) => {
        // the last good detail stays shown, with the failure beside it
        if (!controller.signal.aborted)
          setAnswered(current => ({ key, detail: current.detail, error: failureOf(failure) }))
      }
    )
    return () => controller.abort()
  }, [id, key])
  const reload = useCallback(() => setAttempt(current => current + 1), [])
  return { detail: answered.detail, error: answered.error, loading: answered.key !== key, reload }
}
