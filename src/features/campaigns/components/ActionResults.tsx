import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

import type { ActionOutcome } from '../hooks/useCampaignAction'
import { useCampaignsT } from '../i18n/CampaignTexts'

/**
 * The last action's result kept on the page: the summary and, for each campaign that failed, why. (It is
 * announced by the page's live region, not by this panel.)
 */
export function ActionResults({ outcome, onClose }: { outcome: ActionOutcome | null; onClose: () => void }) {
  const { t } = useCampaignsT()
  if (!outcome) return null
  const failed = outcome.results.filter(result => !result.ok)
  return (
    <Alert
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
