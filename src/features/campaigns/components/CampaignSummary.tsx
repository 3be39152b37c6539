import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'

import type { CampaignOverview } from '@/shared/campaigns/campaignTypes'

import { useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'

function Stat({ label, value, accent }: { label: string; value: string | undefined; accent: string }) {
  return (
    <Card component="li" sx={{ p: 2, borderInlineStart: 4, borderInlineStartColor: accent }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {value === undefined ? <Skeleton width={40} /> : value}
      </Typography>
    </Card>
  )
}

/** Campaigns per status across the person's whole view (whatever the filters), and contacts still to call. */
export function CampaignSummary({ summary }: { summary: CampaignOverview['summary'] | undefined }) {
  const { t } = useCampaignsT()
  const format = useFormatters()
  const count = (...statuses: (keyof CampaignOverview['summary']['byStatus'])[]) =>
    summary === undefined
      ? undefined
      : format.integer.format(statuses.reduce((sum, status) => sum + (summary.byStatus[status] ?? 0), 0))
  const stats = [
    { key: 'total', value: summary && format.integer.format(summary.total), accent: 'primary.main' },
    { key: 'on', value: count('on'), accent: 'success.main' },
    { key: 'stopping', value: count('stopping', 'forced_stopping'), accent: 'warning.main' },
    { key: 'off', value: count('off', 'forced_off'), accent: 'text.disabled' },
    { key: 'complete', value: count('complete'), accent: 'info.main' },
    { key: 'invalid', value: count('invalid'), accent: 'error.main' },
    {
      key: 'contactsRemaining',
      value: summary && format.integer.format(summary.contactsRemaining),
      accent: 'secondary.main'
    }
  ]
  return (
    <Box
      component="ul"
      aria-label={t('summary.label')}
      data-testid="campaign-summary"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' },
        gap: 2,
        listStyle: 'none',
        m: 0,
        p: 0
      }}
    >
      {stats.map(stat => (
        <Stat key={stat.key} label={t(`summary.${stat.key}`)} value={stat.value} accent={stat.accent} />
      ))}
    </Box>
  )
}
