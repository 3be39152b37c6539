import DownloadIcon from '@mui/icons-material/Download'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Typography from '@mui/material/Typography'
import type { TFunction } from 'i18next'

import { useContactImportTexts } from '../i18n/contactImportTexts'
import type { ImportAnalysis, ImportTargetList } from '../model/importTypes'
import type { ImportOutcome } from '../model/runImport'
import { downloadCsv } from '@/shared/files/downloadCsv'
import { rejectedCsv } from './rejectedTexts'
import { StepHeading } from './StepHeading'
import { SummaryCounts } from './SummaryCounts'
import { rejectedCount, summaryParts } from './summaryParts'

interface ReportStepProps {
  list: ImportTargetList
  analysis: ImportAnalysis
  outcome: ImportOutcome
  onResume: () => void
  onClose: () => void
}

/** What the import came to, in one sentence: all imported, or exactly how many before it stopped and why. */
export function outcomeText(t: TFunction, outcome: ImportOutcome, list: ImportTargetList): string {
  const counts = { imported: outcome.imported, total: outcome.total, list: list.name }
  if (outcome.status === 'done') return t('report.done', { count: outcome.imported, list: list.name })
  if (outcome.status === 'cancelled')
    return t('report.cancelled', { imported: outcome.imported, count: outcome.total })
  return t(`report.failed.${outcome.failure.kind}`, counts)
}

/**
 * Step 6: imported n (of the total); the rows of the file left out, by reason, and the report to download; after a
 * failure or a cancel, Resume — it sends the rest from the first batch not answered, the contacts' ids making a
 * batch sent twice harmless.
 */
export function ReportStep({ list, analysis, outcome, onResume, onClose }: ReportStepProps) {
  const { t } = useContactImportTexts()
  const left = rejectedCount(analysis.counts)
  const stopped = outcome.status !== 'done'
  return (
    <>
      <DialogContent>
        <StepHeading>{t('report.heading')}</StepHeading>
        {stopped ? (
          <Alert severity={outcome.status === 'failed' ? 'error' : 'warning'} sx={{ mb: 2 }}>
            {outcomeText(t, outcome, list)}
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('report.resumeNote', { left: outcome.total - outcome.imported })}
            </Typography>
          </Alert>
        ) : (
          <Alert severity="success" sx={{ mb: 2 }}>
            {outcomeText(t, outcome, list)}
          </Alert>
        )}
        {left > 0 && (
          <>
            <Typography sx={{ mb: 0.5 }}>{t('report.rejected', { count: left })}</Typography>
            <SummaryCounts parts={summaryParts(t, analysis.counts, true)} label={t('rejected.caption')} />
            <Button
              color="inherit"
              startIcon={<DownloadIcon />}
              sx={{ mt: 1.5 }}
              onClick={async () => {
                const { fileName, text } = await rejectedCsv(t, list, analysis.rejected)
                downloadCsv(fileName, text)
              }}
            >
              {t('report.download')}
            </Button>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {t('close')}
        </Button>
        {stopped && (
          <Button variant="contained" onClick={onResume}>
            {t('report.resume')}
          </Button>
        )}
      </DialogActions>
    </>
  )
}
