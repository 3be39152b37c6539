import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded'
import Box from '@mui/material/Box'
import { visuallyHidden } from '@mui/utils'

import { useScreenTexts } from '@/shared/i18n/featureTexts'
import type { SequenceRow } from '@/shared/schedules/scheduleTypes'
import { FittedName } from '@/shared/ui/FittedName'

const ARROW = '→'
const BOLD = { fontWeight: 700 }

/**
 * A sequence's campaigns on one line, in the order they run, each with its live status; the one that runs (or
 * runs next) is marked with an arrow and bold, and named "current" for screen readers. The whole order is in
 * the title too. Each name gives way in its middle when the line is too long (whole on hover and focus); a
 * long sequence is cut at the cell's end.
 */
export function SequenceCampaigns({ row, tabIndex }: { row: SequenceRow; tabIndex: 0 | -1 }) {
  const { t } = useScreenTexts()
  if (row.campaigns.length === 0)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('sequences.order.none')}
      </Box>
    )
  const status = (value: string | null) => t(`sequences.campaignStatus.${value ?? 'unknown'}`)
  const title = row.campaigns
    .map((campaign, index) =>
      t('sequences.order.item', { position: index + 1, name: campaign.name, status: status(campaign.status) })
    )
    .join(' → ')
  return (
    <Box
      component="ol"
      title={title}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        m: 0,
        p: 0,
        listStyle: 'none',
        minWidth: 0,
        overflow: 'hidden',
        whiteSpace: 'nowrap'
      }}
    >
      {row.campaigns.map((campaign, index) => {
        const current = index === row.currentCampaign
        return (
          <Box
            component="li"
            key={`${campaign.id}-${index}`}
            aria-current={current ? 'step' : undefined}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, flex: '0 1 auto', minWidth: 0 }}
          >
            {index > 0 && (
              <Box component="span" aria-hidden sx={{ color: 'text.secondary', mx: 0.25, flex: 'none' }}>
                {ARROW}
              </Box>
            )}
            {current && (
              <PlayArrowRounded fontSize="small" color="primary" aria-hidden sx={{ flex: 'none' }} />
            )}
            <FittedName name={campaign.name} tabIndex={tabIndex} style={current ? BOLD : undefined} />
            <Box component="span" sx={{ color: 'text.secondary', flex: 'none' }}>
              {' · '}
              {status(campaign.status)}
            </Box>
            {current && (
              <Box component="span" sx={visuallyHidden}>
                {' ('}
                {t('sequences.order.current')}
                {')'}
              </Box>
            )}
          </Box>
        )
      })}
    </Box>
  )
}
