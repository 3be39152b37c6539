import DialogContentText from '@mui/material/DialogContentText'
import { memo, useState } from 'react'

import { useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'
import type { BulkPlan } from '../model/bulkPlan'
import { nameList } from '../model/nameList'
import { ConfirmDialog } from './ConfirmDialog'

interface BulkActionDialogProps {
  /** what will happen (fixed when the dialog opened: a refresh meanwhile does not change it); null: closed */
  plan: BulkPlan | null
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}

/**
 * "Start 3 campaigns: A, B and C. 1 selected campaign is already on and will be left as is." Exactly what
 * will be sent, and what will not and why.
 */
export const BulkActionDialog = memo(function BulkActionDialog({
  plan: asked,
  busy,
  onConfirm,
  onClose
}: BulkActionDialogProps) {
  const { t } = useCampaignsT()
  // Kept while the dialog fades out, so that its text does not change first.
  const [plan, setPlan] = useState<BulkPlan | null>(asked)
  if (asked && asked !== plan) setPlan(asked)
  const format = useFormatters()
  const names = (list: { name: string }[]) =>
    nameList(
      list.map(campaign => campaign.name),
      format.list,
      count => t('bulk.more', { count })
    )
  const action = plan?.action ?? 'start'
  return (
    <ConfirmDialog
      open={asked !== null}
      title={t(`bulk.title.${action}`)}
      confirmLabel={t(`actions.${action}`)}
      canConfirm={(plan?.acting.length ?? 0) > 0}
      danger={action === 'recycle'}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {plan && (
        <>
          <DialogContentText data-testid="bulk-plan">
            {plan.acting.length > 0
              ? t(`bulk.confirm.${action}`, { count: plan.acting.length, names: names(plan.acting) })
              : t(`bulk.nothing.${action}`)}
            {plan.skipped.map(group => (
              <span key={group.reason}>
                {' '}
                {t(`bulk.skipped.${group.reason}`, {
                  count: group.campaigns.length,
                  names: names(group.campaigns)
                })}
              </span>
            ))}
          </DialogContentText>
          {action === 'recycle' && plan.acting.length > 0 && (
            <DialogContentText sx={{ mt: 1.5 }}>{t('bulk.recycleWarning')}</DialogContentText>
          )}
        </>
      )}
    </ConfirmDialog>
  )
})
