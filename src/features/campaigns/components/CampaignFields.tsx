import Box from '@mui/material/Box'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useId } from 'react'

import {
  type CampaignDetail,
  type CampaignFormOptions,
  DIALING_MODES,
  type DialingMode
} from '@/shared/campaigns/campaignTypes'
import { HUMAN_NAME_MAX_LENGTH } from '@/shared/text/humanName'

import { useCampaignsT } from '../i18n/CampaignTexts'
import { missingPermissionText } from '../model/failureMessage'
import {
  type CampaignForm,
  type CampaignFormErrors,
  type FieldChange,
  fieldRules,
  isTextField,
  SETTINGS_FIELDS,
  type SettingsField
} from '../model/campaignForm'
import { choicesFor, isOptionField, referenceName, refusalFor, siteChoices } from '../model/optionNames'
import { DncListsField } from './DncListsField'

/** Errors that are keys under `validation`; anything else is the server's own words about the field. */
const VALIDATION_KEYS = new Set([
  'required',
  'phoneInvalid',
  'abandonRateRange',
  'positiveInteger',
  'priorityRange'
])

/** The other fields chosen from a list (native selects, as the option fields). */
const SELECTS = new Set<SettingsField>(['phoneColumn', 'priority', 'siteId'])

const NUMBER_FIELDS: Partial<Record<SettingsField, { min: number; max?: number; step: number }>> = {
  abandonRate: { min: 0, max: 100, step: 0.1 },
  outboundLineCount: { min: 1, step: 1 },
  maxCallsPerAgent: { min: 1, step: 1 }
}

interface CampaignFieldsProps {
  form: CampaignForm
  errors: CampaignFormErrors
  options: CampaignFormOptions | null
  /** the campaign being edited (names its current values when the options lack them) */
  campaign?: CampaignDetail['campaign'] | null
  onChange: FieldChange
  /** the dialing mode is chosen apart (the new-campaign form) */
  withDialingMode: boolean
  disabled?: boolean
  /** registers each field's input, to focus the first one in error */
  inputRef: (field: SettingsField, element: HTMLInputElement | HTMLSelectElement | null) => void
}

/**
 * The settings a dialing mode asks for (fieldRules), each labelled, required ones marked, each field's problem
 * as its description. Selects are native (keyboard and screen readers know them well).
 */
export function CampaignFields({
  form,
  errors,
  options,
  campaign,
  onChange,
  withDialingMode,
  disabled = false,
  inputRef
}: CampaignFieldsProps) {
  const { t } = useCampaignsT()
  const idPrefix = useId()
  const rules = fieldRules(form.dialingMode as DialingMode | '', form.siteId !== '')
  const unnamed = t('fields.unnamed')
  const message = (field: SettingsField) => {
    const error = errors[field]
    // The phone column is chosen from the contact list's columns: until a list is chosen, it says so.
    if (!error && field === 'phoneColumn' && form.contactListId === '')
      return t('fields.phoneColumn.hintNoList')
    // A list the platform refused says which permission it asked for, never that there is nothing to choose.
    const refused = refusalFor(field, options)
    if (!error && refused) {
      const { key, values } = missingPermissionText(refused.permissions, refused.anyOf)
      const instead =
        field === 'edgeGroupId' && options?.defaultSiteId ? ` ${t('fields.siteId.instead')}` : ''
      return `${t('fields.refused')} ${t(key, values)}${instead}`
    }
    if (!error) return t(`fields.${field}.hint`, { defaultValue: '' }) || undefined
    // a name's problems are the shared name rule's, in the screens' shared texts (the same words for every name)
    if (error.startsWith('nameRule.')) return t(error, { max: HUMAN_NAME_MAX_LENGTH })
    return VALIDATION_KEYS.has(error) ? t(`validation.${error}`) : error
  }
  const phoneColumns =
    options?.contactLists.find(list => list.id === form.contactListId)?.phoneColumns ??
    (form.phoneColumn ? [form.phoneColumn] : [])

  const fields = SETTINGS_FIELDS.filter(
    field => rules[field] !== 'hidden' && (withDialingMode || field !== 'dialingMode')
  )

  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2.5 }}
    >
      {fields.map(field => {
        if (!isTextField(field))
          return (
            <DncListsField
              key={field}
              id={`${idPrefix}-${field}`}
              value={form.dncListIds}
              options={options}
              named={id => referenceName(id, campaign, unnamed)}
              disabled={disabled}
              error={Boolean(errors[field])}
              helperText={message(field)}
              onChange={value => onChange('dncListIds', value)}
              inputRef={element => inputRef(field, element)}
            />
          )
        const required = rules[field] === 'required'
        const common = {
          id: `${idPrefix}-${field}`,
          name: field,
          label: t(`fields.${field}.label`),
          value: form[field],
          required,
          disabled,
          error: Boolean(errors[field]),
          helperText: message(field),
          fullWidth: true,
          inputRef: (element: HTMLInputElement | HTMLSelectElement | null) => inputRef(field, element),
          onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
          slotProps: { inputLabel: { shrink: true }, htmlInput: { 'data-testid': `field-${field}` } }
        }
        if (field === 'dialingMode')
          return (
            <TextField
              key={field}
              {...common}
              select
              slotProps={{ ...common.slotProps, select: { native: true } }}
            >
              {DIALING_MODES.map(mode => (
                <option key={mode} value={mode}>
                  {t(`dialingModes.${mode}.name`)}
                </option>
              ))}
            </TextField>
          )
        if (isOptionField(field) || SELECTS.has(field)) {
          const choices =
            field === 'phoneColumn'
              ? phoneColumns.map(column => ({ id: column, name: column }))
              : field === 'priority'
                ? ['1', '2', '3', '4', '5'].map(value => ({ id: value, name: value }))
                : field === 'siteId'
                  ? siteChoices(options, form.siteId, t('fields.siteId.defaultSite'), campaign, unnamed)
                  : isOptionField(field)
                    ? choicesFor(field, options, form[field], campaign, unnamed)
                    : []
          return (
            <TextField
              key={field}
              {...common}
              select
              disabled={disabled || (field === 'phoneColumn' && form.contactListId === '')}
              slotProps={{ ...common.slotProps, select: { native: true } }}
            >
              <option value="">{required ? t('form.choose') : t('form.none')}</option>
              {choices.map(choice => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </TextField>
          )
        }
        const number = NUMBER_FIELDS[field]
        if (number)
          return (
            <TextField
              key={field}
              {...common}
              type="number"
              slotProps={{
                ...common.slotProps,
                htmlInput: { ...common.slotProps.htmlInput, ...number, inputMode: 'decimal' },
                input:
                  field === 'abandonRate'
                    ? { endAdornment: <InputAdornment position="end">{'%'}</InputAdornment> }
                    : undefined
              }}
            />
          )
        return (
          <TextField
            key={field}
            {...common}
            type={field === 'callerAddress' ? 'tel' : 'text'}
            autoComplete="off"
          />
        )
      })}
    </Box>
  )
}
