import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'

import type { DncListRow } from '@/shared/dncLists/dncListTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { failureText } from '@/shared/ui/editor'

import { DNC_LIST } from '../model/dncListKind'
import type { NumbersMode } from './dncListColumns'
import { NumbersChecks } from './NumbersChecks'
import { NumbersFileField } from './NumbersFileField'
import { useNumbersForm } from './useNumbersForm'

/** `yyyy-MM-ddTHH:mm` of a time in the browser's zone: a datetime-local input's value. */
const localInputValue = (at: number) => {
  const date = new Date(at)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

interface NumbersFormProps {
  list: DncListRow
  mode: NumbersMode
  /** the organisation's default country (ISO 3166 alpha-2): numbers written without theirs are of it */
  country: string
  titleId: string
  onDone: () => void
  onChanged: () => void
}

/**
 * The numbers to add or remove: typed or pasted, and/or read from a file, each normalised to E.164 in the
 * organisation's default country and checked before anything is sent (how many are valid, which are not and
 * why, which are repeated); an optional expiry (add); then sent in batches of 1,000 with progress.
 */
export function NumbersForm({ list, mode, country, titleId, onDone, onChanged }: NumbersFormProps) {
  const { t, language } = useScreenTexts()
  const ids = { text: useId(), summary: useId() }
  const form = useNumbersForm(list, mode, country, onChanged)
  // the earliest expiry the picker offers: when the drawer opened
  const [openedAt] = useState(() => Date.now())
  const { analysis, outcome, progress, sending } = form
  const count = analysis.numbers.length
  const countryName = new Intl.DisplayNames(language, { type: 'region' }).of(country) ?? country

  const outcomeText = (result: NonNullable<typeof outcome>) => {
    if (result.status === 'done')
      return t(`dncLists.numbers.result.${mode}`, { count: result.sent, name: list.name })
    const reason = failureText(result.failure, DNC_LIST)
    return t(`dncLists.numbers.result.failed.${mode}`, {
      sent: result.sent,
      total: result.total,
      reason: t(reason.key, reason.values)
    })
  }

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, p: 3 }}
    >
      {outcome && (
        <Alert
          severity={outcome.status === 'done' ? 'success' : 'error'}
          role={outcome.status === 'done' ? 'status' : 'alert'}
          data-testid="dnc-numbers-result"
        >
          {outcomeText(outcome)}
        </Alert>
      )}
      <Typography color="text.secondary">
        {t(`dncLists.numbers.intro.${mode}`, { country: countryName })}
      </Typography>
      <TextField
        id={ids.text}
        label={t('dncLists.numbers.text.label')}
        helperText={t('dncLists.numbers.text.hint')}
        value={form.text}
        onChange={event => form.changeText(event.target.value)}
        multiline
        minRows={6}
        maxRows={14}
        disabled={sending}
        autoFocus
        fullWidth
        slotProps={{
          htmlInput: { spellCheck: false, 'aria-describedby': `${ids.text}-helper-text ${ids.summary}` }
        }}
      />
      <NumbersFileField form={form} />
      {mode === 'add' && (
        <TextField
          type="datetime-local"
          label={t('dncLists.numbers.expiry.label')}
          value={form.expiry}
          onChange={event => form.changeExpiry(event.target.value)}
          error={form.expiryError !== null}
          helperText={form.expiryError ?? t('dncLists.numbers.expiry.hint')}
          disabled={sending}
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localInputValue(openedAt) } }}
        />
      )}
      <NumbersChecks id={ids.summary} analysis={analysis} />
      {progress && (
        <Box role="status">
          <LinearProgress
            variant="determinate"
            value={progress.total > 0 ? (progress.sent / progress.total) * 100 : 0}
            aria-label={t('dncLists.numbers.progress', { sent: progress.sent, total: progress.total })}
          />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('dncLists.numbers.progress', { sent: progress.sent, total: progress.total })}
          </Typography>
        </Box>
      )}
      {form.checking && count === 0 && !sending && (
        <Alert severity="warning" role="alert">
          {t('dncLists.numbers.nothing')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', pt: 1 }}>
        <Button onClick={onDone} color="inherit">
          {t(outcome?.status === 'done' ? 'dncLists.numbers.close' : 'lists.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={mode === 'remove' ? 'error' : 'primary'}
          disabled={sending}
        >
          {t(`dncLists.numbers.submit.${mode}`, { count })}
        </Button>
      </Box>
    </Box>
  )
}
