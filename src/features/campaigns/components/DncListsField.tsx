import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'

import type { CampaignFormOptions } from '@/shared/campaigns/campaignTypes'

import { useCampaignsT } from '../i18n/CampaignTexts'

type FieldElement = HTMLInputElement | HTMLSelectElement | null

export interface DncListsFieldProps {
  id: string
  value: readonly string[]
  options: CampaignFormOptions | null
  /** the name of a list the options do not name (the campaign's own reference's, or words: never its id) */
  named: (id: string) => string
  disabled: boolean
  error: boolean
  helperText: string | undefined
  onChange: (value: string[]) => void
  /** the first box (focused when the field is in error) */
  inputRef: (element: FieldElement) => void
}

/**
 * The do-not-call lists the campaign honours: one box per list of the organisation (and any the campaign has
 * that the options do not name), in a group named by its legend; a long list scrolls.
 */
export function DncListsField({
  id,
  value,
  options,
  named,
  disabled,
  error,
  helperText,
  onChange,
  inputRef
}: DncListsFieldProps) {
  const { t } = useCampaignsT()
  const lists = [
    ...(options?.dncLists ?? []),
    ...value
      .filter(known => !options?.dncLists.some(list => list.id === known))
      .map(known => ({ id: known, name: named(known) }))
  ]
  return (
    <FormControl
      component="fieldset"
      error={error}
      disabled={disabled}
      data-testid="field-dncListIds"
      sx={{ gridColumn: '1 / -1', minWidth: 0 }}
    >
      <FormLabel component="legend">{t('fields.dncListIds.label')}</FormLabel>
      {lists.length === 0 ? (
        <FormHelperText sx={{ mx: 0 }}>{t('fields.dncListIds.none')}</FormHelperText>
      ) : (
        <FormGroup sx={{ maxHeight: 240, overflowY: 'auto', flexWrap: 'nowrap' }}>
          {lists.map((list, index) => (
            <FormControlLabel
              key={list.id}
              label={list.name}
              control={
                <Checkbox
                  name="dncListIds"
                  value={list.id}
                  checked={value.includes(list.id)}
                  onChange={event =>
                    onChange(
                      event.target.checked ? [...value, list.id] : value.filter(known => known !== list.id)
                    )
                  }
                  slotProps={{
                    input: {
                      ref: index === 0 ? inputRef : undefined,
                      'aria-describedby': helperText ? `${id}-helper` : undefined
                    }
                  }}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      {helperText && (
        <FormHelperText id={`${id}-helper`} sx={{ mx: 0 }}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  )
}
