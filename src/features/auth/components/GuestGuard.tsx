import { useRouter } from 'next/router'
import { type ReactNode, useEffect } from 'react'

import { localStore } from '@/shared/storage/browserStorage'

import { safeReturnUrl } from '../model/returnUrl'
import { useAuth } from '../session/AuthContext'
import { hasStoredUser } from '../session/storedSession'

/** Guest-only pages (/login): a user with stored user data goes on to the returnUrl or "/". */
export function GuestGuard({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const router = useRouter()
  const { status } = useAuth()
  const signedIn = status === 'signedIn'

  useEffect(() => {
    if (!router.isReady || status === 'loading') return
    if (signedIn || hasStoredUser(localStore())) void router.replace(safeReturnUrl(router.query.returnUrl))
  }, [router, status, signedIn])

  return <>{status === 'signedOut' ? children : fallback}</>
}
