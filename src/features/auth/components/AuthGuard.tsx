import { useRouter } from 'next/router'
import { type ReactNode, useEffect } from 'react'

import { localStore } from '@/shared/storage/browserStorage'

import { loginPathFor } from '../model/returnUrl'
import { useAuth } from '../session/AuthContext'
import { hasStoredUser } from '../session/storedSession'

/** Pages are auth-guarded by default: a signed-out visitor goes to /login, with the page as returnUrl. */
export function AuthGuard({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const router = useRouter()
  const { status, signedOutByUser } = useAuth()

  useEffect(() => {
    if (!router.isReady || status !== 'signedOut') return
    // After an own logout the provider already goes to /login; no returnUrl then.
    if (signedOutByUser || hasStoredUser(localStore())) return
    void router.replace(loginPathFor(router.asPath))
  }, [router, status, signedOutByUser])

  return <>{status === 'signedIn' ? children : fallback}</>
}
