import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'

import { useContactImportTexts } from '../i18n/contactImportTexts'
import { StepHeading } from './StepHeading'

/** Step 3, while the worker reads every row: how far it is in the file, and Stop (back to the columns). */
export function CheckingStep({
  name,
  fraction,
  onStop
}: {
  name: string
  fraction: number
  onStop: () => void
}) {
  const { t } = useContactImportTexts()
  const label = t('checking.progress', { name })
  return (
    <>
      <DialogContent>
        <StepHeading>{t('checking.heading')}</StepHeading>
        <Typography sx={{ mb: 1 }}>{label}</Typography>
        <LinearProgress variant="determinate" value={Math.round(fraction * 100)} aria-label={label} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onStop}>
          {t('checking.cancel')}
        </Button>
      </DialogActions>
    </>
  )
}
