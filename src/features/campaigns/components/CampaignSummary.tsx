import { memo } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'

import type { CampaignOverview, CampaignStatus } from '@/shared/campaigns/campaignTypes'

import { useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { Figure } from './Figure'

type Summary = CampaignOverview['summary']

/** Each status card filters to its statuses; "Campaigns" shows them all again. */
const GROUPS: { key: string; statuses: CampaignStatus[] | null; accent: string }[] = [
  { key: 'total', statuses: null, accent: 'primary.main' },
  { key: 'on', statuses: ['on'], accent: 'success.main' },
  { key: 'stopping', statuses: ['stopping', 'forced_stopping'], accent: 'warning.main' },
  { key: 'off', statuses: ['off', 'forced_off'], accent: 'text.disabled' },
  { key: 'complete', statuses: ['complete'], accent: 'info.main' },
  { key: 'invalid', statuses: ['invalid'], accent: 'error.main' }
]

const sameStatuses = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every(status => b.includes(status))

/** A figure of the summary: a skeleton of its width until it arrives, a dash when it cannot. */
const SummaryValue = memo(function SummaryValue({
  text,
  failed
}: {
  text: string | undefined
  failed: boolean
}) {
  if (text !== undefined) return <Figure>{text}</Figure>
  return failed ? '—' : <Skeleton width={32} sx={{ display: 'inline-block' }} />
})

interface SummaryButtonProps {
  group: (typeof GROUPS)[number]
  label: string
  /** the count, formatted; undefined until known */
  value: string | undefined
  pressed: boolean
  failed: boolean
  onStatus: (statuses: CampaignStatus[]) => void
}

/**
 * A status card: a button that filters the list to its statuses ("On 41"). Its own memoised part, so that the
 * contacts remaining, which change with every progress report, do not re-render the cards.
 */
const SummaryButton = memo(function SummaryButton({
  group,
  label,
  value,
  pressed,
  failed,
  onStatus
}: SummaryButtonProps) {
  return (
    <li>
      <ButtonBase
        aria-pressed={pressed}
        onClick={() => onStatus(pressed || group.statuses === null ? [] : group.statuses)}
        data-testid={`summary-${group.key}`}
        sx={theme => ({
          display: 'flex',
          alignItems: 'baseline',
          gap: 1,
          minHeight: 36,
          px: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: pressed ? 'primary.main' : 'divider',
          borderInlineStart: 4,
          borderInlineStartColor: group.accent,
          bgcolor: pressed ? 'action.selected' : 'background.paper',
          '&:focus-visible': {
            outline: `2px solid ${theme.vars?.palette.primary.main}`,
            outlineOffset: 2
          }
        })}
      >
        <Typography variant="body2" color="text.secondary" component="span">
          {label}
        </Typography>
        <Typography
          component="span"
          sx={{
            fontWeight: 600,
            minWidth: '4ch',
            textAlign: 'start',
            fontVariantNumeric: 'tabular-nums'
          }}
        >
          <SummaryValue text={value} failed={failed} />
        </Typography>
      </ButtonBase>
    </li>
  )
})

interface CampaignSummaryProps {
  summary: Summary | undefined
  /** the status filter in force */
  status: readonly CampaignStatus[]
  onStatus: (statuses: CampaignStatus[]) => void
  /** the summary could not be loaded: dashes, not placeholders that pulse forever */
  failed: boolean
}

/**
 * Campaigns per status across the person's whole view (whatever the filters), and contacts still to call.
 * The status cards are buttons that filter the list to their status ("On 41"); the one in force is pressed.
 * Values take their final width before they arrive, so nothing moves when they do.
 */
export const CampaignSummary = memo(function CampaignSummary({
  summary,
  status,
  onStatus,
  failed
}: CampaignSummaryProps) {
  const { t } = useCampaignsT()
  const format = useFormatters()
  const count = (statuses: CampaignStatus[] | null) =>
    summary === undefined
      ? undefined
      : format.integer.format(
          statuses === null
            ? summary.total
            : statuses.reduce((sum, one) => sum + (summary.byStatus[one] ?? 0), 0)
        )
  return (
    <Box
      component="ul"
      aria-label={t('summary.label')}
      data-testid="campaign-summary"
      sx={{
        display: 'flex',
        // A phone: one row of chips that scrolls sideways, so the first campaign is in the first screen.
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        overflowX: { xs: 'auto', md: 'visible' },
        '& > li': { flexShrink: 0 },
        gap: 1,
        listStyle: 'none',
        m: 0,
        p: 0
      }}
    >
      {GROUPS.map(group => (
        <SummaryButton
          key={group.key}
          group={group}
          label={t(`summary.${group.key}`)}
          value={count(group.statuses)}
          pressed={group.statuses === null ? status.length === 0 : sameStatuses(status, group.statuses)}
          failed={failed}
          onStatus={onStatus}
        />
      ))}
      <Box
        component="li"
        sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minHeight: 36, px: 1.5, alignSelf: 'center' }}
      >
        <Typography variant="body2" color="text.secondary" component="span">
          {t('summary.contactsRemaining')}
        </Typography>
        <Typography
          component="span"
          sx={{ fontWeight: 600, minWidth: '7ch', fontVariantNumeric: 'tabular-nums' }}
        >
          <SummaryValue text={summary && format.integer.format(summary.contactsRemaining)} failed={failed} />
        </Typography>
      </Box>
    </Box>
  )
})
