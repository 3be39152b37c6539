import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'

import { useContactImportTexts } from '../i18n/contactImportTexts'
import { type ImportProgress, MAX_BATCH_SIZE } from '../model/runImport'
import { StepHeading } from './StepHeading'

interface SendingStepProps {
  progress: ImportProgress
  cancelling: boolean
  onCancel: () => void
}

/**
 * Step 5: the contacts imported so far ("2,000 of 4,958") on a determinate bar, and Cancel — which lets the
 * batch being sent be answered (only then is the count exact), and says so.
 */
export function SendingStep({ progress, cancelling, onCancel }: SendingStepProps) {
  const { t } = useContactImportTexts()
  const text = t('sending.progress', { sent: progress.sent, total: progress.total })
  return (
    <>
      <DialogContent>
        <StepHeading>{t('sending.heading')}</StepHeading>
        <LinearProgress
          variant="determinate"
          value={progress.total ? Math.round((progress.sent / progress.total) * 100) : 100}
          aria-label={t('sending.label')}
          aria-valuetext={text}
          sx={{ height: 8, borderRadius: 1 }}
        />
        <Typography sx={{ mt: 1 }} data-testid="import-progress-text">
          {text}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('sending.batches', { size: MAX_BATCH_SIZE })}
        </Typography>
        {/* the line is there from the start: the message, when it comes, moves nothing */}
        <Box sx={{ minHeight: 24, mt: 1 }}>
          {cancelling && <Typography variant="body2">{t('sending.cancelling')}</Typography>}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onCancel} disabled={cancelling}>
          {t('sending.cancel')}
        </Button>
      </DialogActions>
    </>
  )
}
