import type { CampaignDetail, CampaignFormOptions, CampaignSettings } from '@/shared/campaigns/campaignTypes'
import { VersionConflictDialog as AppVersionConflictDialog } from '@/shared/ui/editor/VersionConflictDialog'

import { useCampaignsT } from '../i18n/CampaignTexts'
import { type SettingsField } from '../model/campaignForm'
import { conflictRows } from '../model/conflictRows'
import { dncListNames, isOptionField, nameOf, siteChoices } from '../model/optionNames'

interface VersionConflictDialogProps {
  /** the settings the person tried to save */
  yours: CampaignSettings | null
  /** the campaign as it is now (the 409's `current`); null: closed */
  current: CampaignDetail['campaign'] | null
  options: CampaignFormOptions | null
  /** keep the person's values, now based on the current version (to review and save again) */
  onKeepMine: () => void
  /** take the current version, dropping the person's changes */
  onDiscard: () => void
  onClose: () => void
}

/**
 * Someone else saved the campaign first (409 `campaign.version_conflict`): what differs, field by field, yours
 * and now; the person keeps theirs (on top of the current version) or takes the current one.
 */
export function VersionConflictDialog({
  yours,
  current,
  options,
  onKeepMine,
  onDiscard,
  onClose
}: VersionConflictDialogProps) {
  const { t } = useCampaignsT()
  const rows = yours && current ? conflictRows(yours, current.settings) : []
  const unnamed = t('fields.unnamed')
  const show = (field: SettingsField, value: string | number | string[] | null) => {
    if (Array.isArray(value))
      return value.length === 0 ? '—' : dncListNames(value, options, current, unnamed).join(', ')
    if (value === null || value === '') return '—'
    if (field === 'dialingMode') return t(`dialingModes.${value}.name`)
    if (isOptionField(field)) return nameOf(field, String(value), options, current, unnamed) ?? '—'
    if (field === 'siteId')
      return siteChoices(options, String(value), t('fields.siteId.defaultSite'), current, unnamed).find(
        s => s.id === value
      )!.name
    return String(value)
  }
  return (
    <AppVersionConflictDialog
      open={current !== null}
      title={t('conflict.title')}
      body={t('conflict.body', { name: current?.name ?? '' })}
      differences={{
        rows: rows.map(row => ({
          field: row.field,
          label: t(`fields.${row.field}.label`),
          yours: show(row.field, row.yours),
          theirs: show(row.field, row.now)
        })),
        caption: t('conflict.caption'),
        field: t('conflict.field'),
        yours: t('conflict.yours'),
        theirs: t('conflict.now'),
        same: t('conflict.same')
      }}
      secondary={{ label: t('conflict.discard'), onClick: onDiscard }}
      primary={{ label: t('conflict.keepMine'), onClick: onKeepMine }}
      onClose={onClose}
    />
  )
}
