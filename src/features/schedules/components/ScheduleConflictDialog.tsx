import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { VersionConflictDialog } from '@/shared/ui/editor/VersionConflictDialog'

/**
 * Someone else changed the campaign's schedule first (409 `schedule.conflict`), as the campaign page's
 * conflict dialog says of its settings: nothing was saved; the person reloads the latest and makes the change
 * again on it (a schedule's runs cannot be merged field by field as settings can). The app's one conflict
 * dialog (src/shared/ui/editor).
 */
export function ScheduleConflictDialog({
  name,
  onReload,
  onCancel
}: {
  /** the campaign whose schedule changed; null: closed */
  name: string | null
  onReload: () => void
  onCancel: () => void
}) {
  const { t } = useScreenTexts()
  return (
    <VersionConflictDialog
      open={name !== null}
      title={t('schedules.conflict.title')}
      body={t('schedules.conflict.body', { name: name ?? '' })}
      secondary={{ label: t('schedules.conflict.cancel'), onClick: onCancel }}
      primary={{ label: t('schedules.conflict.reload'), onClick: onReload, autoFocus: true }}
      onClose={onCancel}
    />
  )
}
