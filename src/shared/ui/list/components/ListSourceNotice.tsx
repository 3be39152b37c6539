import Alert from '@mui/material/Alert'

import type { SourceFailure } from '@/shared/lists/listTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

import { sourceFailureKey } from '../model/sourceFailure'

/**
 * One calm notice above a list whose rows came without their campaigns (the campaigns read failed, the rows'
 * own read did not): which columns are missing and why. Nothing when they came.
 */
export function ListSourceNotice({ campaignsUnavailable }: { campaignsUnavailable: SourceFailure | null }) {
  const { t } = useScreenTexts()
  if (!campaignsUnavailable) return null
  return (
    <Alert severity="info" data-testid="list-campaigns-unavailable">
      {t('lists.campaignsUnavailable.notice', { reason: t(sourceFailureKey(campaignsUnavailable)) })}
    </Alert>
  )
}
