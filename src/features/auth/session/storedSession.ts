import { isRole } from '@/shared/acl'
import { isStorageAvailable, localStore } from '@/shared/storage/browserStorage'

import type { SessionUser } from '../model/types'
import { SESSION_LIFETIME_MS, storageKeys } from './storageKeys'

export type StoredSession =
  { state: 'none' } | { state: 'valid'; user: SessionUser; expiry: number } | { state: 'expired' }

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false
  const user = value as Record<string, unknown>
  return (
    ['fullName', 'username', 'email', 'company', 'companyID'].every(key => typeof user[key] === 'string') &&
    isRole(user.role)
  )
}

/** Reads `userData`; unreadable data counts as expired so that it is cleared, not trusted. */
export function readStoredSession(storage: Storage, now: number): StoredSession {
  const raw = storage.getItem(storageKeys.userData)
  if (raw === null) return { state: 'none' }
  try {
    const parsed = JSON.parse(raw) as { value?: unknown; expiry?: unknown }
    if (!isSessionUser(parsed.value) || typeof parsed.expiry !== 'number') return { state: 'expired' }
    if (parsed.expiry <= now) return { state: 'expired' }
    return { state: 'valid', user: parsed.value, expiry: parsed.expiry }
  } catch {
    return { state: 'expired' }
  }
}

/** Whether this browser holds a session that has not expired (what "On start" restores), without throwing. */
export function hasValidStoredSession(now: number): boolean {
  return isStorageAvailable() && readStoredSession(localStore(), now).state === 'valid'
}

export function hasStoredUser(storage: Storage): boolean {
  return storage.getItem(storageKeys.userData) !== null
}

export function storeSession(storage: Storage, user: SessionUser, accessToken: string, now: number): void {
  storage.setItem(storageKeys.userData, JSON.stringify({ value: user, expiry: now + SESSION_LIFETIME_MS }))
  storage.setItem(storageKeys.accessToken, accessToken)
}

export function readAccessToken(storage: Storage): string | null {
  return storage.getItem(storageKeys.accessToken)
}

export function clearStoredSession(storage: Storage): void {
  storage.removeItem(storageKeys.userData)
  storage.removeItem(storageKeys.accessToken)
}
