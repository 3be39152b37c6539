import Close from '@mui/icons-material/Close'
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import {
  type ChangeEvent,
  type FormEvent,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState
} from 'react'

import type { DncListRow } from '@/shared/dncLists/dncListTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { SideDrawer } from '@/shared/ui/SideDrawer'

import { requestChangeDncNumbers, requestDncList } from '../api/dncListsApi'
import { isolate } from '../i18n/dncListsTexts'
import { failureText } from '../model/failureText'
import {
  analyseNumbers,
  createNormaliser,
  type NumberCandidate,
  type NumberSource,
  numbersInText
} from '../model/parseNumbers'
import { checkNumbersFile, MAX_NUMBERS_FILE_BYTES, readNumbersFile } from '../model/readNumbersFile'
import { type SendOutcome, sendNumbers } from '../model/sendNumbers'
import type { NumbersMode } from './dncListColumns'

// The problems listed by line: enough to fix a paste, not a wall of text (the counts say the rest).
const LISTED = 50

/** `yyyy-MM-ddTHH:mm` of a time in the browser's zone: a datetime-local input's value. */
const localInputValue = (at: number) => {
  const date = new Date(at)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

interface FormProps {
  list: DncListRow
  mode: NumbersMode
  titleId: string
  onDone: () => void
  onChanged: () => void
}

/**
 * The numbers to add or remove: typed or pasted, and/or read from a file, each normalised to E.164 in the
 * organisation's default country and checked before anything is sent (how many are valid, which are not and
 * why, which are repeated); an optional expiry (add); then sent in batches of 1,000 with progress.
 */
function NumbersForm({ list, mode, titleId, onDone, onChanged }: FormProps) {
  const { t, language } = useScreenTexts()
  const ids = { text: useId(), expiry: useId(), summary: useId(), fileNote: useId() }
  const fileInput = useRef<HTMLInputElement | null>(null)
  const [country, setCountry] = useState<{ code: string } | { failed: true } | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [text, setText] = useState('')
  const [file, setFile] = useState<{ name: string; candidates: NumberCandidate[] } | null>(null)
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const [reading, setReading] = useState(false)
  const [expiry, setExpiry] = useState('')
  const [expiryError, setExpiryError] = useState<string | null>(null)
  // the earliest expiry the picker offers: when the drawer opened
  const [openedAt] = useState(() => Date.now())
  const [checking, setChecking] = useState(false)
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null)
  const [outcome, setOutcome] = useState<Exclude<SendOutcome, { status: 'cancelled' }> | null>(null)
  const stop = useRef<AbortController | null>(null)

  // The organisation's default country (GET /api/dnc-lists/:id): numbers written without theirs are of it.
  useEffect(() => {
    const controller = new AbortController()
    requestDncList(list.id, controller.signal).then(
      detail => setCountry({ code: detail.defaultCountry }),
      () => {
        if (!controller.signal.aborted) setCountry({ failed: true })
      }
    )
    return () => controller.abort()
  }, [list.id, attempt])
  // Closing the drawer stops the sending (the batch in flight is let go: sending it again later is harmless).
  useEffect(() => () => stop.current?.abort(), [])

  const code = country && 'code' in country ? country.code : null
  const normalise = useMemo(() => (code ? createNormaliser(code) : null), [code])
  const typed = useDeferredValue(text)
  const analysis = useMemo(
    () =>
      normalise
        ? analyseNumbers([...numbersInText(typed, normalise), ...(file?.candidates ?? [])], normalise)
        : null,
    [normalise, typed, file]
  )
  const countryName = code ? (new Intl.DisplayNames(language, { type: 'region' }).of(code) ?? code) : ''

  const expiresAt = mode === 'add' && expiry ? new Date(expiry).getTime() : null
  const sending = progress !== null && outcome === null
  const count = analysis?.numbers.length ?? 0

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    event.target.value = ''
    if (!chosen || !normalise) return
    const problem = checkNumbersFile(chosen)
    if (problem) {
      setFileProblem(
        t(`dncLists.numbers.file.${problem}`, {
          name: chosen.name,
          max: MAX_NUMBERS_FILE_BYTES / 1024 / 1024
        })
      )
      return
    }
    setReading(true)
    setFileProblem(null)
    try {
      setFile({ name: chosen.name, candidates: await readNumbersFile(chosen, normalise) })
    } catch {
      setFileProblem(t('dncLists.numbers.file.unreadable', { name: chosen.name }))
    } finally {
      setReading(false)
    }
  }

  /** An expiry's problem (it must be in the future), checked as it changes and when sending. */
  const checkExpiry = (value: string) => {
    const at = value ? new Date(value).getTime() : null
    const problem =
      at !== null && (Number.isNaN(at) || at <= Date.now()) ? t('dncLists.numbers.expiry.past') : null
    setExpiryError(problem)
    return problem
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setChecking(true)
    const expiryProblem = mode === 'add' ? checkExpiry(expiry) : null
    if (sending || !normalise || expiryProblem) return
    // what the box holds now (the summary shown may lag a keystroke behind: it follows a deferred copy)
    const numbers = analyseNumbers(
      [...numbersInText(text, normalise), ...(file?.candidates ?? [])],
      normalise
    ).numbers
    if (numbers.length === 0) return
    const controller = new AbortController()
    stop.current = controller
    setOutcome(null)
    const result = await sendNumbers({
      numbers,
      send: (batch, signal) =>
        requestChangeDncNumbers(
          list.id,
          {
            action: mode,
            numbers: batch,
            ...(expiresAt === null ? {} : { expiresAt: new Date(expiresAt).toISOString() })
          },
          signal
        ),
      onProgress: setProgress,
      signal: controller.signal
    })
    if (result.status === 'cancelled') {
      if (result.sent > 0) onChanged()
      return
    }
    setOutcome(result)
    setProgress(null)
    setChecking(false)
    if (result.sent > 0) onChanged()
    if (result.status === 'done') {
      setText('')
      setFile(null)
    }
  }

  const where = (source: NumberSource, line: number) => t(`dncLists.numbers.where.${source}`, { line })
  const outcomeText = (result: NonNullable<typeof outcome>) => {
    if (result.status === 'done')
      return t(`dncLists.numbers.result.${mode}`, { count: result.sent, name: list.name })
    const reason = failureText(result.failure)
    return t(`dncLists.numbers.result.failed.${mode}`, {
      sent: result.sent,
      total: result.total,
      reason: t(reason.key, reason.values)
    })
  }

  if (country === null)
    return (
      <Box sx={{ p: 3 }} role="status">
        <LinearProgress aria-label={t('dncLists.numbers.loading')} />
        <Typography sx={{ mt: 1 }}>{t('dncLists.numbers.loading')}</Typography>
      </Box>
    )
  if ('failed' in country)
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setCountry(null)
                setAttempt(current => current + 1)
              }}
            >
              {t('lists.retry')}
            </Button>
          }
        >
          {t('dncLists.numbers.loadError')}
        </Alert>
      </Box>
    )

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={event => void submit(event)}
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
        value={text}
        onChange={event => {
          setText(event.target.value)
          setOutcome(null)
        }}
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
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            onClick={() => fileInput.current?.click()}
            disabled={sending || reading}
            aria-describedby={ids.fileNote}
          >
            {t('dncLists.numbers.file.choose')}
          </Button>
          {file && (
            <Button color="inherit" onClick={() => setFile(null)} disabled={sending}>
              {t('dncLists.numbers.file.remove', { name: file.name })}
            </Button>
          )}
          <input
            ref={fileInput}
            type="file"
            accept=".csv,.txt,.tsv,text/csv,text/plain"
            onChange={event => void chooseFile(event)}
            style={visuallyHidden}
            tabIndex={-1}
            aria-hidden
            data-testid="dnc-file-input"
          />
        </Box>
        <Typography id={ids.fileNote} variant="body2" color="text.secondary">
          {reading
            ? t('dncLists.numbers.file.reading')
            : file
              ? t('dncLists.numbers.file.read', { name: file.name, count: file.candidates.length })
              : t('dncLists.numbers.file.hint', { max: MAX_NUMBERS_FILE_BYTES / 1024 / 1024 })}
        </Typography>
        {fileProblem && (
          <Alert severity="error" role="alert">
            {fileProblem}
          </Alert>
        )}
      </Box>
      {mode === 'add' && (
        <TextField
          id={ids.expiry}
          type="datetime-local"
          label={t('dncLists.numbers.expiry.label')}
          value={expiry}
          onChange={event => {
            setExpiry(event.target.value)
            checkExpiry(event.target.value)
          }}
          error={expiryError !== null}
          helperText={expiryError ?? t('dncLists.numbers.expiry.hint')}
          disabled={sending}
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localInputValue(openedAt) } }}
        />
      )}

      <Box id={ids.summary} data-testid="dnc-numbers-summary">
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
          {t('dncLists.numbers.summary.title')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <li>{t('dncLists.numbers.summary.valid', { count })}</li>
          <li>{t('dncLists.numbers.summary.invalid', { count: analysis?.invalid.length ?? 0 })}</li>
          <li>{t('dncLists.numbers.summary.duplicates', { count: analysis?.duplicates.length ?? 0 })}</li>
        </Box>
      </Box>
      {analysis && analysis.invalid.length > 0 && (
        <Box>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
            {t('dncLists.numbers.invalid.title')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="dnc-invalid">
            {analysis.invalid.slice(0, LISTED).map(entry => (
              <li key={`${entry.source}-${entry.line}-${entry.value}`}>
                {t('dncLists.numbers.invalid.item', {
                  where: where(entry.source, entry.line),
                  // a number keeps its own direction on a right-to-left page ("+44…" stays so)
                  value: isolate(entry.value),
                  reason: t(`dncLists.numbers.problems.${entry.reason}`)
                })}
              </li>
            ))}
          </Box>
          {analysis.invalid.length > LISTED && (
            <Typography variant="body2" color="text.secondary">
              {t('dncLists.numbers.more', { count: analysis.invalid.length - LISTED })}
            </Typography>
          )}
        </Box>
      )}
      {analysis && analysis.duplicates.length > 0 && (
        <Box>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
            {t('dncLists.numbers.duplicates.title')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="dnc-duplicates">
            {analysis.duplicates.slice(0, LISTED).map(entry => (
              <li key={`${entry.source}-${entry.line}-${entry.value}`}>
                {t('dncLists.numbers.duplicates.item', {
                  where: where(entry.source, entry.line),
                  value: isolate(entry.e164),
                  first: where(entry.first.source, entry.first.line)
                })}
              </li>
            ))}
          </Box>
          {analysis.duplicates.length > LISTED && (
            <Typography variant="body2" color="text.secondary">
              {t('dncLists.numbers.more', { count: analysis.duplicates.length - LISTED })}
            </Typography>
          )}
        </Box>
      )}

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
      {checking && count === 0 && !sending && (
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

interface NumbersDrawerProps {
  open: boolean
  /** the list whose numbers change */
  list: DncListRow
  mode: NumbersMode
  onClose: () => void
  /** some numbers were sent: the list's size has changed */
  onChanged: () => void
}

/** The add-numbers (or remove-numbers) drawer: a modal dialog named by its title; Escape or Close leaves it. */
export function NumbersDrawer({ open, list, mode, onClose, onChanged }: NumbersDrawerProps) {
  const { t } = useScreenTexts()
  const titleId = useId()
  // A fresh form each time the drawer opens.
  const [opening, setOpening] = useState(0)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setOpening(opening + 1)
  }
  return (
    <SideDrawer open={open} onClose={onClose} labelledBy={titleId}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 3,
          py: 2,
          borderBottom: 1,
          borderColor: 'divider'
        }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {t(`dncLists.numbers.title.${mode}`, { name: list.name })}
        </Typography>
        <IconButton aria-label={t('dncLists.numbers.closeDrawer')} onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      {open && (
        <NumbersForm
          key={`${opening}-${list.id}-${mode}`}
          list={list}
          mode={mode}
          titleId={titleId}
          onDone={onClose}
          onChanged={onChanged}
        />
      )}
    </SideDrawer>
  )
}
