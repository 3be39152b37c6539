import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { useId } from 'react'

import type { CampaignCapabilities, CampaignRow } from '@/shared/campaigns/campaignTypes'

import { useCampaignDiagnosis } from '../hooks/useCampaignDiagnosis'
import { useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { plainFailure } from '../model/plainFailure'
import { DiagnosisReason } from './diagnosis/DiagnosisReason'
import { DiagnosisStale } from './diagnosis/DiagnosisStale'
import { reasonText } from './diagnosis/reasonText'
import { RecycleAction } from './diagnosis/RecycleAction'

/** the height the panel takes while its first answer loads (a reason or two) */
const LOADING_HEIGHT = 112

interface NotDialingPanelProps {
  campaign: Pick<CampaignRow, 'id' | 'name' | 'status'>
  capabilities: CampaignCapabilities
  /** the page's recycle (the same as its Recycle button's, confirmed here first); resolves once done */
  onRecycle: () => Promise<void>
}

/**
 * "Why isn't it dialing?" on a campaign's page: for a campaign that is on but calls nobody, or is invalid, the
 * reasons in plain words, most likely first, each with what fixes it (Recycle for a worked-through list).
 * Nothing at all for a campaign that is off or complete; a skeleton of its height while the first answer
 * loads; one line when it dials normally. A reload that fails keeps the last answer and says it is stale.
 */
export function NotDialingPanel({ campaign, capabilities, onRecycle }: NotDialingPanelProps) {
  const { t, language } = useCampaignsT()
  const format = useFormatters()
  const titleId = useId()
  const state = useCampaignDiagnosis(campaign.id, campaign.status)
  const { diagnosis, error } = state
  if (!state.enabled) return null

  if (!diagnosis) {
    if (!error || error.code === 'aborted')
      return (
        <Box data-testid="diagnosis-loading">
          <Skeleton variant="rounded" height={LOADING_HEIGHT} />
          <span style={visuallyHidden}>{t('diagnosis.loading')}</span>
        </Box>
      )
    const reason = plainFailure(error)
    return (
      <Card component="section" aria-labelledby={titleId} sx={{ p: 2 }} data-testid="diagnosis-failed">
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {t('diagnosis.title')}
        </Typography>
        <Typography role="status">
          {t('diagnosis.failed')} {t(reason.key, reason.values)}
        </Typography>
        <Button size="small" onClick={state.reload} sx={{ mt: 1 }}>
          {t('actions.retry')}
        </Button>
      </Card>
    )
  }

  if (diagnosis.reasons.length === 0) {
    if (!diagnosis.dialing) return null
    return (
      <Box data-testid="diagnosis-dialing">
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CheckCircleOutlined fontSize="small" color="success" aria-hidden />
          {t('diagnosis.dialingNormally')}
        </Typography>
        <DiagnosisStale state={state} />
      </Box>
    )
  }

  const recycle = async () => {
    await onRecycle()
    state.reload()
  }
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid="diagnosis-panel"
      sx={{ p: 2, borderInlineStart: 4, borderInlineStartColor: 'warning.main' }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        {t('diagnosis.title')}
      </Typography>
      <DiagnosisStale state={state} />
      <Box component="ol" aria-label={t('diagnosis.reasonsLabel')} sx={{ m: 0, paddingInlineStart: 2.5 }}>
        {diagnosis.reasons.map((reason, index) => (
          <DiagnosisReason
            key={`${reason.kind}-${index}`}
            fixIn={reason.fixIn}
            action={
              reason.kind === 'listExhausted' ? (
                <RecycleAction name={campaign.name} capabilities={capabilities} onRecycle={recycle} />
              ) : undefined
            }
          >
            {reasonText(reason, t, format, language)}
          </DiagnosisReason>
        ))}
      </Box>
    </Card>
  )
}
