import TextField from '@mui/material/TextField'

import type { ListFilterDefinition } from '../model/listDefinition'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

interface ListFilterSelectProps {
  filter: ListFilterDefinition
  value: string | undefined
  onChange: (values: string[]) => void
}

/**
 * One filter of a list's toolbar: a native select (the system's own control, at hand for the keyboard and
 * screen readers on every platform), "any" first, then the definition's values.
 */
export function ListFilterSelect({ filter, value, onChange }: ListFilterSelectProps) {
  const { t } = useScreenTexts()
  return (
    <TextField
      select
      size="small"
      label={t(filter.label)}
      value={value ?? ''}
      onChange={event => onChange(event.target.value ? [event.target.value] : [])}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flex: '0 1 180px' }}
    >
      <option value="">{t(filter.anyLabel)}</option>
      {(filter.values ?? []).map(option => (
        <option key={option} value={option}>
          {t(`${filter.valueLabels}.${option}`)}
        </option>
      ))}
    </TextField>
  )
}
