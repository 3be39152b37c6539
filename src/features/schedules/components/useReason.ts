import { useCallback } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { sayPermissionNeeded } from '@/shared/permissions/permissionNeeded'
import type { ScheduleCapabilities } from '@/shared/schedules'

type Capability = ScheduleCapabilities[keyof ScheduleCapabilities]

/**
 * The reason an action is not offered, in words (the app role, the missing Genesys permission in the shared
 * wording), or null.
 */
export function useReason() {
  const { t } = useScreenTexts()
  return useCallback(
    (capability: Capability | undefined): string | null =>
      !capability
        ? t('schedules.reasons.loading')
        : capability.allowed
          ? null
          : capability.reason === 'role'
            ? t('schedules.reasons.role')
            : sayPermissionNeeded(t, capability.permission),
    [t]
  )
}
