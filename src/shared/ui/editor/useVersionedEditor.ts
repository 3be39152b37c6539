import { type FormEvent, useState } from 'react'

import { type DataFailure, failureOfData } from '@/shared/data'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { HUMAN_NAME_MAX_LENGTH, humanNameProblem, normaliseHumanName } from '@/shared/text/humanName'

import { failureText, invalidField, isConflict, type KindTexts } from './failureText'

/** What every versioned outbound object has: an id, a name people give it, the platform's version. */
export interface VersionedRow {
  id: string
  name: string
  version: number
}

export interface VersionedEditorOptions<Row extends VersionedRow, Definition> {
  /** the object to change, or null for a new one */
  row: Row | null
  kind: KindTexts
  /** the form's own fields are valid (the name is checked here) */
  valid: boolean
  /** the form's own fields, as they would be saved, given the name normalised */
  definition: (name: string) => Definition
  /** the form's own fields as they are now, comparable (unsaved changes are told apart by it) */
  draft: unknown
  /** creates (no base) or updates with the base's version; rejects with the API's failure */
  save: (definition: Definition, base: Row | null) => Promise<Row>
  /** the object as it is now, when the 409 did not carry it (null: gone) */
  reread: (base: Row) => Promise<Row | null>
  /** the 409's `current`, when it is an object of this kind */
  currentOf: (current: unknown) => Row | null
  /** the form's own fields from a version read again */
  startFrom: (row: Row) => void
  onSaved: (row: Row, created: boolean) => void
}

/**
 * The one way to edit a versioned object (a callable time set, a sequence…): its name (the shared name rule),
 * the form's own fields, a save with the version it was read at; a 409 `*.conflict` opens the conflict dialog
 * (theirs, yours), whose Reload starts again from their version; a 400 naming a field says which; anything else
 * is said in the kind's words. Answers the editor's state for `EditorDialog`.
 */
export function useVersionedEditor<Row extends VersionedRow, Definition>(
  options: VersionedEditorOptions<Row, Definition>
) {
  const { t } = useScreenTexts()
  const { kind } = options
  const [base, setBase] = useState(options.row)
  const [name, setName] = useState(options.row?.name ?? '')
  const [submitted, setSubmitted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [serverField, setServerField] = useState<string | null>(null)
  const [conflict, setConflict] = useState(false)
  const [current, setCurrent] = useState<Row | null>(null)
  const [reloading, setReloading] = useState(false)

  // Unsaved changes: the draft differs from the one the form started from (or last started again from).
  const drafted = JSON.stringify([name, options.draft])
  const [startedAs, setStartedAs] = useState(drafted)
  const [restarted, setRestarted] = useState(false)
  if (restarted) {
    setRestarted(false)
    setStartedAs(drafted)
  }

  const nameProblem = humanNameProblem(name)
  const invalid = nameProblem !== undefined || !options.valid
  const said = (why: DataFailure) => {
    const text = failureText(why, kind)
    return t(text.key, text.values)
  }

  const startFrom = (fresh: Row) => {
    setBase(fresh)
    setName(fresh.name)
    options.startFrom(fresh)
    setSubmitted(false)
    setFailure(null)
    setRestarted(true)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    setFailure(null)
    setServerField(null)
    if (invalid) return
    setSaving(true)
    try {
      const saved = await options.save(options.definition(normaliseHumanName(name)), base)
      options.onSaved(saved, base === null)
    } catch (error) {
      const why = failureOfData(error)
      const field = invalidField(why)
      if (isConflict(why)) {
        // The 409 carries the object as it now is (docs/schedules.md); without it, Reload reads it again.
        setCurrent(options.currentOf(why.details?.current))
        setConflict(true)
      } else if (field) {
        setServerField(field)
        setFailure(t(`${kind.texts}.editor.invalid`, { field }))
      } else setFailure(`${t(`${kind.texts}.editor.failed`)} ${said(why)}`)
    } finally {
      setSaving(false)
    }
  }

  const reload = async () => {
    if (!base) return
    setReloading(true)
    try {
      const fresh = current ?? (await options.reread(base))
      setConflict(false)
      setCurrent(null)
      if (fresh) startFrom(fresh)
      else setFailure(t(`${kind.texts}.conflict.gone`, { name: base.name }))
    } catch (error) {
      setConflict(false)
      setFailure(`${t(`${kind.texts}.loadError`)} ${said(failureOfData(error))}`)
    } finally {
      setReloading(false)
    }
  }

  const nameError =
    (submitted && nameProblem) || serverField === 'name'
      ? nameProblem
        ? t(`nameRule.${nameProblem}`, { max: HUMAN_NAME_MAX_LENGTH })
        : failure
      : null

  return {
    texts: kind.texts,
    base,
    name,
    setName,
    nameError,
    submitted,
    invalid,
    saving,
    failure,
    /** the form differs from the version it started from */
    dirty: drafted !== startedAs,
    submit: (event: FormEvent) => void submit(event),
    conflict: {
      open: conflict,
      busy: reloading,
      /** their version, when the 409 carried it */
      current,
      reload: () => void reload(),
      keep: () => setConflict(false)
    }
  }
}

export type VersionedEditor<Row extends VersionedRow> = ReturnType<typeof useVersionedEditor<Row, unknown>>
