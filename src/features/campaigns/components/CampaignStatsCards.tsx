import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'

import type { CampaignStats } from '@/shared/campaigns/campaignTypes'

import { useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'

/** The campaign's live figures: contact rate, connects, idle agents, lines in use, outstanding calls. */
export function CampaignStatsCards({ stats }: { stats: CampaignStats | null }) {
  const { t } = useCampaignsT()
  const format = useFormatters()
  const cards = [
    {
      key: 'contactRate',
      value: stats && format.percent.format(stats.contactRate.connectRatio),
      note:
        stats &&
        t('stats.contactRateNote', {
          connects: format.integer.format(stats.contactRate.connects),
          attempts: format.integer.format(stats.contactRate.attempts)
        })
    },
    { key: 'connects', value: stats && format.integer.format(stats.contactRate.connects) },
    {
      key: 'idleAgents',
      value: stats && format.integer.format(stats.idleAgents),
      note: stats && t('stats.effectiveNote', { count: format.integer.format(stats.effectiveIdleAgents) })
    },
    { key: 'linesUtilization', value: stats && format.percent.format(stats.linesUtilization) },
    {
      key: 'outstandingCalls',
      value: stats && format.integer.format(stats.outstandingCalls),
      note: stats && t('stats.scheduledNote', { count: format.integer.format(stats.scheduledCalls) })
    }
  ]
  return (
    <Box
      component="ul"
      aria-label={t('stats.label')}
      data-testid="campaign-stats"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
        gap: 2,
        listStyle: 'none',
        m: 0,
        p: 0
      }}
    >
      {cards.map(card => (
        <Card component="li" key={card.key} sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t(`stats.${card.key}`)}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {card.value ?? '—'}
          </Typography>
          {card.note && (
            <Typography variant="caption" color="text.secondary">
              {card.note}
            </Typography>
          )}
        </Card>
      ))}
    </Box>
  )
}
