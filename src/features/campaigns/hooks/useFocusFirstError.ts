import { useEffect, useRef } from 'react'

import { type CampaignFormErrors, SETTINGS_FIELDS, type SettingsField } from '../model/campaignForm'

type FieldElement = HTMLInputElement | HTMLSelectElement | null

/**
 * `register(field, element)` for each field of a campaign form, and `focusFirst(errors)`: the first field in error (in the form's order)
 * is focused after the render that shows the errors, and once `busy` is over (a refused save enables the
 * fields again first).
 */
export function useFocusFirstError(busy: boolean) {
  const inputs = useRef<Partial<Record<SettingsField, FieldElement>>>({})
  const focusNext = useRef<SettingsField | null>(null)
  useEffect(() => {
    if (!focusNext.current || busy) return
    inputs.current[focusNext.current]?.focus()
    focusNext.current = null
  })
  const focusFirst = (found: CampaignFormErrors) => {
    focusNext.current = SETTINGS_FIELDS.find(field => found[field]) ?? null
  }
  const register = (field: SettingsField, element: FieldElement) => {
    inputs.current[field] = element
  }
  return { register, focusFirst }
}
