import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'

import type { DncListRow } from '@/shared/dncLists/dncListTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog'
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
  /** every number was sent: what was done, said by the page once the form has closed */
  onSent: (text: string) => void
}

/**
 * The numbers to add or remove: typed or pasted, and/or read from a file, each normalised to E.164 in the
 * organisation's default country and checked before anything is sent (how many are valid, which are not and
 * why, which are repeated); an optional expiry (add); a removal confirmed first, saying how many; then sent in
 * batches of 1,000 with progress. A send that went through closes the form (`onSent`, with what was done); one
 * that failed says so here, and how many were sent before.
 */
export function NumbersForm({ list, mode, country, titleId, onDone, onChanged, onSent }: NumbersFormProps) {
  const { t, language } = useScreenTexts()
  const ids = { text: useId(), summary: useId() }
  const form = useNumbersForm(list, mode, country, {
    onChanged,
    onSent: sent => onSent(t(`dncLists.numbers.result.${mode}`, { count: sent, name: list.name }))
  })
  // the earliest expiry the picker offers: when the drawer opened
  const [openedAt] = useState(() => Date.now())
  const { analysis, outcome, progress, sending } = form
  const count = analysis.numbers.length
  const countryName = new Intl.DisplayNames(language, { type: 'region' }).of(country) ?? country

  const outcomeText = (result: NonNullable<typeof outcome>) => {
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
        <Alert severity="error" role="alert" data-testid="dnc-numbers-result">
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
          {t(outcome ? 'dncLists.numbers.close' : 'lists.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={mode === 'remove' ? 'error' : 'primary'}
          disabled={sending}
        >
          {/* nothing to send yet: the action, not "Add 0 numbers" */}
          {count === 0
            ? t(`dncLists.numbers.submitNone.${mode}`)
            : t(`dncLists.numbers.submit.${mode}`, { count })}
        </Button>
      </Box>
      {form.confirming && (
        <ConfirmDialog
          title={t('dncLists.numbers.confirmRemove.title', {
            count: form.confirming.length,
            name: list.name
          })}
          body={t('dncLists.numbers.confirmRemove.body', { count: form.confirming.length })}
          confirm={t('dncLists.numbers.submit.remove', { count: form.confirming.length })}
          cancel={t('lists.cancel')}
          onConfirm={form.confirm}
          onClose={form.cancelConfirm}
          testId="dnc-remove"
        />
      )}
    </Box>
  )
}
