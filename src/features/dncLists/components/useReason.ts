import { useCallback } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { capabilityReason } from '@/shared/ui/capabilityReason'

import type { DncRowCapability } from '../model/dncRowCapabilities'

/** The name of a list's source, as people know it (`rds` is the platform's own list). */
export function useSourceName() {
  const { t } = useScreenTexts()
  return useCallback((source: string) => t(`dncLists.source.${source}`, { defaultValue: source }), [t])
}

/**
 * The reason an action is not offered, in words (the app role, the missing Genesys permission, or a list whose
 * numbers its provider keeps), or null when it is allowed (as the contact list page's).
 */
export function useReason() {
  const { t } = useScreenTexts()
  const sourceName = useSourceName()
  return useCallback(
    (capability: DncRowCapability | undefined): string | null =>
      capabilityReason(
        t,
        'dncLists',
        capability,
        capability && !capability.allowed && capability.reason === 'source'
          ? { source: sourceName(capability.source) }
          : {}
      ),
    [t, sourceName]
  )
}
