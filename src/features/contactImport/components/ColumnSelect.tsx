import TextField from '@mui/material/TextField'

import { useContactImportTexts } from '../i18n/contactImportTexts'

/** The select's value for "no column": not imported, or (a phone column) no such number in the file. */
const NONE = 'none'

interface ColumnSelectProps {
  /** the list's column */
  column: string
  phone: boolean
  header: readonly string[]
  /** the file column's index; null: none; undefined: not chosen yet (a phone column) */
  value: number | null | undefined
  onChange: (value: number | null | undefined) => void
}

/** Which column of the file fills one column of the list: a native select, named by the list's column. */
export function ColumnSelect({ column, phone, header, value, onChange }: ColumnSelectProps) {
  const { t } = useContactImportTexts()
  const selected = value === undefined ? '' : value === null ? NONE : String(value)
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={column}
      helperText={phone ? t('mapping.phoneHint') : undefined}
      value={selected}
      onChange={event => {
        const chosen = event.target.value
        onChange(chosen === '' ? undefined : chosen === NONE ? null : Number(chosen))
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {phone && (
        <option value="" disabled>
          {t('mapping.choose')}
        </option>
      )}
      <option value={NONE}>{phone ? t('mapping.noNumber') : t('mapping.notImported')}</option>
      {header.map((name, index) => (
        <option key={index} value={String(index)}>
          {name || t('mapping.columnNumber', { number: index + 1 })}
        </option>
      ))}
    </TextField>
  )
}
