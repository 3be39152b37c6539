import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'

import type { CampaignProgress } from '@/shared/campaigns/campaignTypes'

import { useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { Figure } from './Figure'

interface CampaignProgressBarProps {
  name: string
  progress: CampaignProgress | null
  /** wider, for the campaign's page */
  large?: boolean
  /** bar and figures on one line (a grid cell) */
  inline?: boolean
}

/** Called of total with the percentage: a progress bar named after the campaign, its value in words too. */
export function CampaignProgressBar({
  name,
  progress,
  large = false,
  inline = false
}: CampaignProgressBarProps) {
  const { t } = useCampaignsT()
  const format = useFormatters()
  if (!progress) return <Typography color="text.secondary">{'—'}</Typography>
  const percent = Math.max(0, Math.min(100, Math.round(progress.percentage)))
  const values = {
    called: format.integer.format(progress.called),
    total: format.integer.format(progress.total),
    percent: format.integer.format(percent)
  }
  return (
    <Box
      sx={
        inline
          ? { display: 'flex', alignItems: 'center', gap: 1, width: '100%', minWidth: 0 }
          : { minWidth: large ? 240 : 140 }
      }
    >
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('progress.label', { name })}
        aria-valuetext={t('progress.valueText', values)}
        data-testid="campaign-progress"
        sx={{ height: large ? 10 : 6, borderRadius: 3, ...(inline && { flex: '0 0 48px' }) }}
      />
      <Typography
        variant={large ? 'body1' : 'caption'}
        color="text.secondary"
        aria-hidden="true"
        noWrap={inline}
        sx={inline ? { minWidth: 0 } : undefined}
      >
        <Figure>{t('progress.short', values)}</Figure>
      </Typography>
    </Box>
  )
}
