import DownloadIcon from '@mui/icons-material/Download'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import { useId, useState } from 'react'

import { useContactImportTexts } from '../i18n/contactImportTexts'
import type { ImportAnalysis, ImportTargetList } from '../model/importTypes'
import { downloadCsv } from '@/shared/files/downloadCsv'
import { RejectedRows } from './RejectedRows'
import { rejectedCsv } from './rejectedTexts'
import { StepHeading } from './StepHeading'
import { SummaryCounts } from './SummaryCounts'
import { summaryParts } from './summaryParts'

interface SummaryStepProps {
  list: ImportTargetList
  analysis: ImportAnalysis
  onBack: () => void
  onSend: () => void
}

/**
 * Step 4, before anything is sent: how many contacts are ready and how many rows are left out and why, the rows
 * left out to look at (the first hundred) or download, and the button that imports.
 */
export function SummaryStep({ list, analysis, onBack, onSend }: SummaryStepProps) {
  const { t } = useContactImportTexts()
  const [shown, setShown] = useState(false)
  const rowsId = useId()
  const { counts, rejected } = analysis
  return (
    <>
      <DialogContent>
        <StepHeading>{t('summary.heading')}</StepHeading>
        <SummaryCounts parts={summaryParts(t, counts)} label={t('summary.label')} />
        {counts.ready === 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('summary.nothing')}
          </Alert>
        )}
        {rejected.length > 0 && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, mb: 1 }}>
              <Button
                color="inherit"
                variant="outlined"
                aria-expanded={shown}
                aria-controls={shown ? rowsId : undefined}
                onClick={() => setShown(value => !value)}
              >
                {shown ? t('summary.hide') : t('summary.show')}
              </Button>
              <Button
                color="inherit"
                startIcon={<DownloadIcon />}
                onClick={async () => {
                  const { fileName, text } = await rejectedCsv(t, list, rejected)
                  downloadCsv(fileName, text)
                }}
              >
                {t('summary.download')}
              </Button>
            </Box>
            {shown && <RejectedRows rows={rejected} id={rowsId} />}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onBack}>
          {t('back')}
        </Button>
        <Button variant="contained" onClick={onSend} disabled={counts.ready === 0}>
          {t('summary.send', { count: counts.ready })}
        </Button>
      </DialogActions>
    </>
  )
}
