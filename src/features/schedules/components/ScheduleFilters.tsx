import TextField from '@mui/material/TextField'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

export interface FilterChoice {
  field: 'division' | 'status' | 'dialingMode'
  /** the control's label and its "any" choice (text keys) */
  label: string
  anyLabel: string
  options: readonly { value: string; label: string }[]
}

/**
 * One filter of the week view: a native select like the list screens' (ListFilterSelect), whose options are
 * names already (divisions are the organisation's, not texts).
 */
export function ScheduleFilter({
  choice,
  value,
  onChange
}: {
  choice: FilterChoice
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useScreenTexts()
  return (
    <TextField
      select
      size="small"
      label={t(choice.label)}
      value={value}
      onChange={event => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flex: '0 1 190px' }}
    >
      <option value="">{t(choice.anyLabel)}</option>
      {choice.options.map(option => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  )
}
