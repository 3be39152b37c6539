import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Ref } from 'react'

import { useFormatters } from '../hooks/useFormatters'
import type { ActionOutcome } from '../hooks/useCampaignAction'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { nameList } from '../model/nameList'

/**
 * The last action's result, laid over the toolbar (never pushing the rows): the summary, the campaigns it was
 * done to, each one it could not act on with why, and those left as is. (The page's live region announces it;
 * there is no toast besides.)
 */
export function ActionResults({
  outcome,
  leftAsIs = [],
  onClose,
  ref
}: {
  outcome: ActionOutcome | null
  /** selected campaigns the action was not sent for (already on, not on…) */
  leftAsIs?: readonly { name: string }[]
  onClose: () => void
  /** the panel, focusable from script (where the focus goes when the control that acted is gone) */
  ref?: Ref<HTMLDivElement>
}) {
  const { t } = useCampaignsT()
  const format = useFormatters()
  if (!outcome) return null
  const failed = outcome.results.filter(result => !result.ok)
  const done = outcome.results.filter(result => result.ok)
  const names = (list: readonly { name: string }[]) =>
    nameList(
      list.map(campaign => campaign.name),
      format.list,
      count => t('bulk.more', { count })
    )
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
      sx={{ flex: 1, borderRadius: 0, py: 0.5, alignItems: 'center' }}
    >
      <Typography variant="body2">
        {outcome.summary}
        {outcome.results.length > 1 && done.length > 0 && ` ${t('results.done', { names: names(done) })}`}
        {leftAsIs.length > 0 && ` ${t('results.leftAsIs', { names: names(leftAsIs) })}`}
      </Typography>
      {failed.length > 0 && outcome.results.length > 1 && (
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5, typography: 'body2' }}>
          {failed.map(result => (
            <li key={result.id}>{t('results.line', { name: result.name, reason: result.reason ?? '' })}</li>
          ))}
        </Box>
      )}
    </Alert>
  )
}
