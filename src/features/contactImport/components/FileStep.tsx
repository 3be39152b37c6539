import UploadFileIcon from '@mui/icons-material/UploadFile'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogContent from '@mui/material/DialogContent'
import Typography from '@mui/material/Typography'
import { type DragEvent, useId, useRef, useState } from 'react'

import type { FileStepProblem } from '../hooks/importState'
import { useContactImportTexts } from '../i18n/contactImportTexts'
import { MAX_FILE_BYTES } from '../model/checkFile'
import { StepHeading } from './StepHeading'

const PROBLEM_KEYS: Record<FileStepProblem['kind'], string> = {
  empty: 'empty',
  'too-large': 'tooLarge',
  'not-csv': 'notCsv',
  binary: 'binary',
  'no-header': 'noHeader',
  'no-rows': 'noRows',
  unreadable: 'unreadable',
  several: 'several'
}
const MAX_MB = MAX_FILE_BYTES / 1024 / 1024
/** about 100 bytes a contact */
const MAX_ROWS = MAX_FILE_BYTES / 100

interface FileStepProps {
  problem?: FileStepProblem
  /** the name of the file being read (its first rows) */
  reading?: string
  /** focus the step's heading (not when the dialog has just opened) */
  focusHeading: boolean
  onFiles: (files: File[]) => void
}

/**
 * Step 1: a CSV file, chosen with the button (the keyboard's way) or dropped on the zone around it, then checked
 * and its first rows read; what is wrong with it is said here (an alert, read out at once).
 */
export function FileStep({ problem, reading, focusHeading, onFiles }: FileStepProps) {
  const { t } = useContactImportTexts()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const hintId = useId()
  const dragOver = (event: DragEvent) => {
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setOver(true)
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    onFiles([...event.dataTransfer.files])
  }
  return (
    <DialogContent>
      <StepHeading autoFocus={focusHeading}>{t('file.heading')}</StepHeading>
      <Box
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="contact-file-drop"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          p: 3,
          borderRadius: 2,
          border: '2px dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          textAlign: 'center'
        }}
      >
        <UploadFileIcon color="action" fontSize="large" aria-hidden />
        <Typography>{t('file.drop')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('file.or')}
        </Typography>
        <Button
          variant="contained"
          onClick={() => input.current?.click()}
          disabled={reading !== undefined}
          aria-describedby={hintId}
        >
          {t('file.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="contact-file-input"
          onChange={event => {
            onFiles([...(event.target.files ?? [])])
            event.target.value = '' // the same file chosen again is read again
          }}
        />
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('file.hint', { max: MAX_MB, rows: MAX_ROWS })}
      </Typography>
      <Box sx={{ minHeight: 56, mt: 2 }}>
        {reading !== undefined ? (
          <Typography>{t('file.reading', { name: reading })}</Typography>
        ) : (
          problem && (
            <Alert severity="error" role="alert">
              {t(`file.problems.${PROBLEM_KEYS[problem.kind]}`, { name: problem.name, max: MAX_MB })}
            </Alert>
          )
        )}
      </Box>
    </DialogContent>
  )
}
