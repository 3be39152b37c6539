import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined'
import ReplayOutlined from '@mui/icons-material/ReplayOutlined'
import StopOutlined from '@mui/icons-material/StopOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'

import type { BulkAction, CampaignCapabilities } from '@/shared/campaigns/campaignTypes'

import { useCampaignsT } from '../i18n/CampaignTexts'
import { capabilityReason } from '../model/capabilityReason'
import { selectionTint } from './contrast'
import { ExplainedButton } from './ExplainedButton'

const ICONS = { start: PlayArrowOutlined, stop: StopOutlined, recycle: ReplayOutlined } as const

interface BulkActionBarProps {
  count: number
  capabilities: CampaignCapabilities | null
  onAction: (action: BulkAction) => void
  onClear: () => void
  /** campaigns that match the search and filters, on every page */
  matching: number
  /** every campaign of the page shown is selected: selecting all that match is offered */
  pageSelected: boolean
  matchingBusy: boolean
  onSelectMatching: () => void
}

/** What can be done to the selected campaigns (start, stop, recycle), each asked to confirm first. */
export function BulkActionBar({
  count,
  capabilities,
  onAction,
  onClear,
  matching,
  pageSelected,
  matchingBusy,
  onSelectMatching
}: BulkActionBarProps) {
  const { t } = useCampaignsT()
  return (
    <Box
      role="toolbar"
      aria-label={t('bulk.toolbar')}
      data-testid="bulk-actions"
      sx={theme => ({
        flex: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: 2.5,
        py: 1,
        bgcolor: selectionTint(theme)
      })}
    >
      <Typography sx={{ fontWeight: 500, marginInlineEnd: 1 }}>
        {count >= matching && matching > 1
          ? t('bulk.allMatching', { total: matching })
          : t('bulk.selected', { count })}
      </Typography>
      {pageSelected && count < matching && (
        <Button
          size="small"
          onClick={onSelectMatching}
          loading={matchingBusy}
          loadingPosition="start"
          data-testid="select-matching"
        >
          {matchingBusy ? t('bulk.selectingMatching') : t('bulk.selectMatching', { total: matching })}
        </Button>
      )}
      {(['start', 'stop', 'recycle'] as const).map(action => {
        const Icon = ICONS[action]
        const refusal = capabilityReason(capabilities, action)
        return (
          <ExplainedButton
            key={action}
            size="small"
            variant="outlined"
            startIcon={<Icon />}
            unavailable={refusal ? t(refusal.key, refusal.values) : null}
            onClick={() => onAction(action)}
            data-testid={`bulk-${action}`}
          >
            {t(`actions.${action}`)}
          </ExplainedButton>
        )
      })}
      <Button size="small" color="inherit" onClick={onClear} sx={{ marginInlineStart: 'auto' }}>
        {t('bulk.clear')}
      </Button>
    </Box>
  )
}
