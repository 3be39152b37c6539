import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Ref } from 'react'

import type { ActionOutcome } from '../hooks/useCampaignAction'
import { useCampaignsT } from '../i18n/CampaignTexts'

/**
 * The last action's result kept on the page: the summary and, for each campaign that failed, why. (It is
 * announced by the page's live region, not by this panel.)
 */
export function ActionResults({
  outcome,
  onClose,
  ref
}: {
  outcome: ActionOutcome | null
  onClose: () => void
  /** the panel, focusable from script (where the focus goes when the control that acted is gone) */
  ref?: Ref<HTMLDivElement>
}) {
  const { t } = useCampaignsT()
  if (!outcome) return null
  const failed = outcome.results.filter(result => !result.ok)
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-label={t('results.label')}
      severity={failed.length === 0 ? 'success' : 'warning'}
      onClose={onClose}
      closeText={t('results.dismiss')}
      data-testid="action-results"
    >
      <Typography variant="body2">{outcome.summary}</Typography>
      {failed.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
          {failed.map(result => (
            <li key={result.id}>{t('results.line', { name: result.name, reason: result.reason ?? '' })}</li>
          ))}
        </Box>
      )}
    </Alert>
  )
}
