import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { useId, useRef } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

import { MAX_NUMBERS_FILE_BYTES } from '../model/readNumbersFile'
import type { NumbersForm } from './useNumbersForm'

/**
 * The numbers of a file: a button that chooses it (the file input itself is hidden), one that leaves it out,
 * what was read of it (or the size it may have), and why it was refused.
 */
export function NumbersFileField({ form }: { form: NumbersForm }) {
  const { t } = useScreenTexts()
  const noteId = useId()
  const input = useRef<HTMLInputElement | null>(null)
  const { file, sending, reading } = form
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          onClick={() => input.current?.click()}
          disabled={sending || reading}
          aria-describedby={noteId}
        >
          {t('dncLists.numbers.file.choose')}
        </Button>
        {file && (
          <Button color="inherit" onClick={form.removeFile} disabled={sending}>
            {t('dncLists.numbers.file.remove', { name: file.name })}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept=".csv,.txt,.tsv,text/csv,text/plain"
          onChange={form.chooseFile}
          style={visuallyHidden}
          tabIndex={-1}
          aria-hidden
          data-testid="dnc-file-input"
        />
      </Box>
      <Typography id={noteId} variant="body2" color="text.secondary">
        {reading
          ? t('dncLists.numbers.file.reading')
          : file
            ? t('dncLists.numbers.file.read', { name: file.name, count: file.candidates.length })
            : t('dncLists.numbers.file.hint', { max: MAX_NUMBERS_FILE_BYTES / 1024 / 1024 })}
      </Typography>
      {form.fileProblem && (
        <Alert severity="error" role="alert">
          {form.fileProblem}
        </Alert>
      )}
    </Box>
  )
}
