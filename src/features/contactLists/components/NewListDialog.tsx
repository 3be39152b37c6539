import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useRouter } from 'next/router'
import { type FormEvent, useState } from 'react'

import { PHONE_TYPES } from '@/shared/contactLists/contactListTypes'
import { failureOfData } from '@/shared/data'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { FormDialog } from '@/shared/ui/FormDialog'
import { sayListFailure } from '@/shared/ui/list'

import { useCreateContactListMutation } from '../api/contactListsApi'
import { guessPhoneType, readHeader, splitColumns } from '../model/newListColumns'

interface Props {
  divisions: readonly { id: string; name: string }[]
  onClose: () => void
}

/**
 * A new contact list: its name, its columns (typed, or read from a CSV file's first row) and which of them hold
 * phone numbers. Once made, its page opens, where the file is imported.
 */
export function NewListDialog({ divisions, onClose }: Props) {
  const { t } = useScreenTexts()
  const router = useRouter()
  const [name, setName] = useState('')
  const [columnsText, setColumnsText] = useState('')
  const [phones, setPhones] = useState<Record<string, (typeof PHONE_TYPES)[number]>>({})
  const [divisionId, setDivisionId] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [createList] = useCreateContactListMutation()
  const columns = splitColumns(columnsText)
  const chosen = columns.filter(column => phones[column])

  const readFile = async (file: File | undefined) => {
    if (!file) return
    const header = await readHeader(file)
    if (header.length === 0) return setFileProblem(t('contactLists.newList.fileProblem', { name: file.name }))
    setFileProblem(null)
    setColumnsText(header.join('\n'))
    setPhones(
      Object.fromEntries(
        header.flatMap(column => (guessPhoneType(column) ? [[column, guessPhoneType(column)!]] : []))
      )
    )
    if (!name) setName(file.name.replace(/\.[^.]+$/, ''))
  }

  const create = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (!name.trim()) return setError(t('contactLists.newList.needName'))
    if (chosen.length === 0) return setError(t('contactLists.newList.needPhone'))
    setBusy(true)
    try {
      const list = await createList({
        name: name.trim(),
        columnNames: columns,
        phoneColumns: chosen.map(columnName => ({ columnName, type: phones[columnName]! })),
        ...(divisionId ? { divisionId } : {})
      }).unwrap()
      await router.push(`/contact-lists/${encodeURIComponent(list.id)}`)
    } catch (failure) {
      const cause = failureOfData(failure)
      setError(cause.status === 400 ? cause.message : sayListFailure(t, cause))
      setBusy(false)
    }
  }

  return (
    <FormDialog
      title={t('contactLists.newList.title')}
      submit={t('contactLists.newList.create')}
      cancel={t('contactLists.contacts.remove.cancel')}
      busy={busy}
      error={error}
      onSubmit={event => void create(event)}
      onClose={onClose}
    >
      <TextField
        label={t('contactLists.newList.name')}
        value={name}
        onChange={event => setName(event.target.value)}
        required
        size="small"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button color="inherit" variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
        {t('contactLists.newList.fromFile')}
        <input
          hidden
          type="file"
          accept=".csv,text/csv"
          onChange={event => void readFile(event.target.files?.[0])}
          data-testid="new-list-file"
        />
      </Button>
      {fileProblem && (
        <Typography role="alert" color="error">
          {fileProblem}
        </Typography>
      )}
      <TextField
        label={t('contactLists.newList.columns')}
        helperText={t('contactLists.newList.columnsHint')}
        value={columnsText}
        onChange={event => setColumnsText(event.target.value)}
        multiline
        minRows={3}
        size="small"
      />
      {columns.length > 0 && (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <Typography component="legend" variant="subtitle2">
            {t('contactLists.newList.phoneColumns')}
          </Typography>
          {columns.map(column => (
            <Stack key={column} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FormControlLabel
                sx={{ flex: 1, minWidth: 0 }}
                control={
                  <Checkbox
                    checked={phones[column] !== undefined}
                    onChange={event =>
                      setPhones(current => {
                        const next = { ...current }
                        if (event.target.checked) next[column] = guessPhoneType(column) ?? 'cell'
                        else delete next[column]
                        return next
                      })
                    }
                  />
                }
                label={column}
              />
              {phones[column] && (
                <TextField
                  select
                  size="small"
                  label={t('contactLists.newList.type', { column })}
                  value={phones[column]}
                  onChange={event =>
                    setPhones(current => ({
                      ...current,
                      [column]: event.target.value as (typeof PHONE_TYPES)[number]
                    }))
                  }
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {PHONE_TYPES.map(type => (
                    <option key={type} value={type}>
                      {t(`contactLists.newList.types.${type}`)}
                    </option>
                  ))}
                </TextField>
              )}
            </Stack>
          ))}
        </fieldset>
      )}
      {divisions.length > 0 && (
        <TextField
          select
          size="small"
          label={t('contactLists.columns.division')}
          value={divisionId}
          onChange={event => setDivisionId(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('contactLists.newList.homeDivision')}</option>
          {divisions.map(division => (
            <option key={division.id} value={division.id}>
              {division.name}
            </option>
          ))}
        </TextField>
      )}
    </FormDialog>
  )
}
