import Check from '@mui/icons-material/Check'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'

import { useCampaignsT } from '../i18n/CampaignTexts'

interface MultiSelectFilterProps {
  label: string
  values: readonly string[]
  options: readonly { value: string; label: string }[]
  onChange: (values: string[]) => void
}

/** A filter of several values (none chosen: any). The choices are marked by a check, not a nested checkbox. */
export function MultiSelectFilter({ label, values, options, onChange }: MultiSelectFilterProps) {
  const { t } = useCampaignsT()
  const labelOf = (value: string) => options.find(option => option.value === value)?.label ?? value
  return (
    <TextField
      select
      size="small"
      label={label}
      value={values}
      onChange={event => {
        const next = event.target.value as unknown as string | string[]
        onChange(typeof next === 'string' ? next.split(',').filter(Boolean) : next)
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: selected =>
            (selected as string[]).length === 0
              ? t('filters.any')
              : (selected as string[]).map(labelOf).join(', ')
        },
        inputLabel: { shrink: true }
      }}
      sx={{ flex: '0 1 170px', minWidth: 130 }}
    >
      {options.length === 0 && (
        <MenuItem disabled value="">
          {t('filters.noOptions')}
        </MenuItem>
      )}
      {options.map(option => {
        const chosen = values.includes(option.value)
        return (
          <MenuItem key={option.value} value={option.value}>
            <ListItemIcon sx={{ minWidth: 28 }}>{chosen && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText primary={option.label} />
          </MenuItem>
        )
      })}
    </TextField>
  )
}
