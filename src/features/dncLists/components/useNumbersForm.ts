import {
  type ChangeEvent,
  type FormEvent,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState
} from 'react'

import { ApiRequestError } from '@/features/sessionApi'
import { failureOfData } from '@/shared/data'
import type { DncListRow } from '@/shared/dncLists/dncListTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

import { useChangeDncNumbersMutation } from '../api/dncListsApi'
import { analyseNumbers, createNormaliser, type NumberCandidate, numbersInText } from '../model/parseNumbers'
import { checkNumbersFile, MAX_NUMBERS_FILE_BYTES, readNumbersFile } from '../model/readNumbersFile'
import { type SendOutcome, sendNumbers } from '../model/sendNumbers'
import type { NumbersMode } from './dncListColumns'

/** The numbers of a file chosen, as read. */
export interface NumbersFile {
  name: string
  candidates: NumberCandidate[]
}

/** What the form tells its drawer. */
export interface NumbersFormEvents {
  /** some numbers were sent: the list's size has changed */
  onChanged: () => void
  /** every number was sent (how many): the form's work is done */
  onSent: (sent: number) => void
}

/** The expiry's problem: a time that is not in the future. */
const expiryProblemOf = (value: string) => {
  const at = value ? new Date(value).getTime() : null
  return at !== null && (Number.isNaN(at) || at <= Date.now())
}

/**
 * The add-numbers (or remove-numbers) form's state: the numbers typed and those of a file, normalised in the
 * organisation's country (`country`) and checked as they are written; the expiry (add); a removal's
 * confirmation; the sending in batches with its progress; a failure said here, a success handed on (`onSent`).
 * Closing the form stops the sending after the batch in flight.
 */
export function useNumbersForm(
  list: DncListRow,
  mode: NumbersMode,
  country: string,
  { onChanged, onSent }: NumbersFormEvents
) {
  const { t } = useScreenTexts()
  const [changeNumbers] = useChangeDncNumbersMutation()
  const [text, setText] = useState('')
  const [file, setFile] = useState<NumbersFile | null>(null)
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const [reading, setReading] = useState(false)
  const [expiry, setExpiry] = useState('')
  const [expiryError, setExpiryError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null)
  // only a failure stays to be read here: a success closes the form (onSent)
  const [outcome, setOutcome] = useState<Extract<SendOutcome, { status: 'failed' }> | null>(null)
  // the numbers of a removal, while the person is asked to confirm it
  const [confirming, setConfirming] = useState<string[] | null>(null)
  const stop = useRef<AbortController | null>(null)
  // Closing the drawer stops the sending (the batch in flight is let go: sending it again later is harmless).
  useEffect(() => () => stop.current?.abort(), [])

  const normalise = useMemo(() => createNormaliser(country), [country])
  const typed = useDeferredValue(text)
  const analysis = useMemo(
    () => analyseNumbers([...numbersInText(typed, normalise), ...(file?.candidates ?? [])], normalise),
    [normalise, typed, file]
  )
  const sending = progress !== null && outcome === null

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    event.target.value = ''
    if (!chosen) return
    const problem = checkNumbersFile(chosen)
    if (problem) {
      const max = MAX_NUMBERS_FILE_BYTES / 1024 / 1024
      return setFileProblem(t(`dncLists.numbers.file.${problem}`, { name: chosen.name, max }))
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
    const problem = expiryProblemOf(value) ? t('dncLists.numbers.expiry.past') : null
    setExpiryError(problem)
    return problem
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecking(true)
    const expiryProblem = mode === 'add' ? checkExpiry(expiry) : null
    if (sending || expiryProblem) return
    // what the box holds now (the summary shown may lag a keystroke behind: it follows a deferred copy)
    const numbers = analyseNumbers(
      [...numbersInText(text, normalise), ...(file?.candidates ?? [])],
      normalise
    ).numbers
    if (numbers.length === 0) return
    // a removal lets campaigns call those numbers again: asked first, as removing one contact is
    if (mode === 'remove') setConfirming(numbers)
    else void send(numbers)
  }

  const send = async (numbers: string[]) => {
    setConfirming(null)
    const expiresAt = mode === 'add' && expiry ? new Date(expiry).toISOString() : null
    const controller = new AbortController()
    stop.current = controller
    setOutcome(null)
    const result = await sendNumbers({
      numbers,
      send: async (batch, signal) => {
        const call = changeNumbers({
          id: list.id,
          change: { action: mode, numbers: batch, ...(expiresAt === null ? {} : { expiresAt }) }
        })
        signal.addEventListener('abort', () => call.abort())
        try {
          return await call.unwrap()
        } catch (error) {
          // (sendNumbers reads the session's failures: a 429's Retry-After is waited out)
          throw new ApiRequestError(failureOfData(error))
        } finally {
          call.reset()
        }
      },
      onProgress: setProgress,
      signal: controller.signal
    })
    if (result.status === 'cancelled') {
      if (result.sent > 0) onChanged()
      return
    }
    setProgress(null)
    setChecking(false)
    if (result.sent > 0) onChanged()
    if (result.status === 'failed') return setOutcome(result)
    // done: nothing is left to send here, so the form hands over what was done (its drawer closes)
    setText('')
    setFile(null)
    onSent(result.sent)
  }

  return {
    text,
    changeText: (value: string) => {
      setText(value)
      setOutcome(null)
    },
    file,
    removeFile: () => setFile(null),
    fileProblem,
    reading,
    chooseFile: (event: ChangeEvent<HTMLInputElement>) => void chooseFile(event),
    expiry,
    expiryError,
    changeExpiry: (value: string) => {
      setExpiry(value)
      checkExpiry(value)
    },
    analysis,
    /** the person tried to send: nothing to send is then said */
    checking,
    sending,
    progress,
    outcome,
    submit,
    /** the numbers of a removal waiting for the person's yes (null: none) */
    confirming,
    confirm: () => void (confirming && send(confirming)),
    cancelConfirm: () => setConfirming(null)
  }
}

export type NumbersForm = ReturnType<typeof useNumbersForm>
