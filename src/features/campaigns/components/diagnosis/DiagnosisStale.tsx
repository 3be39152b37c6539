import Typography from '@mui/material/Typography'

import type { CampaignDiagnosisState } from '../../hooks/useCampaignDiagnosis'
import { useFormatters } from '../../hooks/useFormatters'
import { useCampaignsT } from '../../i18n/CampaignTexts'
import { plainFailure } from '../../model/plainFailure'

/** The last answer's time and why it could not be read again, once a reload has failed. */
export function DiagnosisStale({ state }: { state: CampaignDiagnosisState }) {
  const { t } = useCampaignsT()
  const format = useFormatters()
  if (!state.stale || !state.diagnosis || !state.error) return null
  const reason = plainFailure(state.error)
  return (
    <Typography variant="body2" role="status" data-testid="diagnosis-stale" sx={{ color: 'warning.dark' }}>
      {t('diagnosis.stale', {
        time: format.time.format(new Date(state.diagnosis.checkedAt)),
        reason: t(reason.key, reason.values)
      })}
    </Typography>
  )
}
