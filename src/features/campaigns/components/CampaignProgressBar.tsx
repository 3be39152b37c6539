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
  /** bar and figures on one line, in plain elements (the overview's rows and cards: overviewCellStyles) */
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
  if (!progress)
    return inline ? (
      <span className="cm-progress-figures">{'—'}</span>
    ) : (
      <Typography color="text.secondary">{'—'}</Typography>
    )
  const percent = Math.max(0, Math.min(100, Math.round(progress.percentage)))
  const values = {
    called: format.integer.format(progress.called),
    total: format.integer.format(progress.total),
    percent: format.integer.format(percent)
  }
  // In the overview's rows and cards (inline): plain elements styled by the list (overviewCellStyles), as
  // MUI's LinearProgress reads to assistive technology.
  if (inline)
    return (
      <span className="cm-progress">
        <span
          className="cm-progress-track"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('progress.label', { name })}
          aria-valuetext={t('progress.valueText', values)}
          data-testid="campaign-progress"
        >
          <span className="cm-progress-bar" style={{ width: `${percent}%` }} />
        </span>
        <span className="cm-progress-figures" aria-hidden="true">
          <Figure>{t('progress.short', values)}</Figure>
        </span>
      </span>
    )
  return (
    <Box sx={{ minWidth: large ? 240 : 140 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('progress.label', { name })}
        aria-valuetext={t('progress.valueText', values)}
        data-testid="campaign-progress"
        sx={{ height: large ? 10 : 6, borderRadius: 3 }}
      />
      <Typography variant={large ? 'body1' : 'caption'} color="text.secondary" aria-hidden="true">
        <Figure>{t('progress.short', values)}</Figure>
      </Typography>
    </Box>
  )
}
