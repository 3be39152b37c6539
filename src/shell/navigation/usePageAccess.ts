import { useEffect, useState } from 'react'

import { readAccessToken, useAuth } from '@/features/auth'
import { sessionRequest } from '@/features/sessionApi'
import type { PageAccessAnswer } from '@/shared/acl/pageAccess'
import { localStore, sessionStore } from '@/shared/storage/browserStorage'

/**
 * What the navigation knows of the person's Genesys Cloud permissions for each page: `loading` until the
 * answer comes, the pages' missing permissions, or null when it could not be asked (the pages then decide
 * for themselves, as before: an outage never takes the navigation away).
 */
export type PageAccessState = 'loading' | PageAccessAnswer['missing'] | null

// One answer per signed-in person, asked once for every navigation the layout shows (the vertical one, the
// horizontal one, the menu). The shell has no data store of its own (those are the pages': docs/architecture.md):
// this one small read goes through the session's request directly.
let asked: { person: string; answer: Promise<PageAccessState> } | null = null

// The last answer of this tab, by person: a page loaded again shows the same items at once, so the menu never
// changes under the pointer while the answer is asked again (it is, and a change shows when it comes).
const KEPT = 'navigation.pageAccess'

function keptAccess(person: string): PageAccessAnswer['missing'] | undefined {
  try {
    const kept = JSON.parse(sessionStore().getItem(KEPT) ?? 'null') as {
      person: string
      missing: PageAccessAnswer['missing']
    } | null
    return kept?.person === person ? kept.missing : undefined
  } catch {
    return undefined
  }
}

function keepAccess(person: string, missing: PageAccessAnswer['missing']) {
  try {
    sessionStore().setItem(KEPT, JSON.stringify({ person, missing }))
  } catch {
    // (storage full or refused: the next load asks before it shows)
  }
}

function askPageAccess(person: string): Promise<PageAccessState> {
  if (asked?.person !== person)
    asked = {
      person,
      answer: sessionRequest<PageAccessAnswer>({ method: 'GET', url: '/api/access/pages' }).then(
        answer => {
          keepAccess(person, answer.missing)
          return answer.missing
        },
        () => {
          // not kept: the next navigation that mounts asks again
          asked = null
          return null
        }
      )
    }
  return asked.answer
}

/** Forgets the answer (tests; a sign-in as someone else asks again by itself). */
export const forgetPageAccess = () => {
  asked = null
}

/** The Genesys Cloud half of which pages the signed-in person may open (GET /api/access/pages). */
export function usePageAccess(): PageAccessState {
  const { user } = useAuth()
  const person = user ? `${user.companyID}/${user.email}` : null
  const [state, setState] = useState<{ person: string | null; access: PageAccessState }>({
    person: null,
    access: 'loading'
  })
  useEffect(() => {
    // without a stored token there is no one to ask for (and asking would end the session)
    if (person === null || !readAccessToken(localStore())) return
    let current = true
    void askPageAccess(person).then(access => {
      if (current) setState({ person, access })
    })
    return () => {
      current = false
    }
  }, [person])
  if (person === null || (typeof window !== 'undefined' && !readAccessToken(localStore()))) return null
  if (state.person === person) return state.access
  return keptAccess(person) ?? 'loading'
}
