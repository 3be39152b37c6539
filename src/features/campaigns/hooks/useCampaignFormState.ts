import { useState } from 'react'

import type { ApiFailure } from '@/features/sessionApi'

import { useCampaignsT } from '../i18n/CampaignTexts'
import {
  type CampaignForm,
  type CampaignFormErrors,
  type FieldChange,
  serverFieldErrors
} from '../model/campaignForm'
import { asFailureLike, failureText } from '../model/failureMessage'
import { useFocusFirstError } from './useFocusFirstError'

/**
 * A campaign form's state, the same for a new campaign and a campaign's settings: the fields as typed, their
 * problems (checked at each change once the person has tried to send), the problem of the whole form, whether
 * it is being sent, and the first field in error focused.
 */
export function useCampaignFormState(
  initial: () => CampaignForm,
  validate: (form: CampaignForm) => CampaignFormErrors
) {
  const { t } = useCampaignsT()
  const [form, setForm] = useState<CampaignForm>(initial)
  const [errors, setErrors] = useState<CampaignFormErrors>({})
  const [checking, setChecking] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { register, focusFirst } = useFocusFirstError(busy)

  const change: FieldChange = (field, value) => {
    const next: CampaignForm = { ...form, [field]: value }
    if (field === 'contactListId') next.phoneColumn = ''
    setForm(next)
    if (checking) setErrors(validate(next))
  }

  /** The whole form checked before it is sent (and at each change from then on): whether it may be sent. */
  const check = (): boolean => {
    setChecking(true)
    setFormError(null)
    const found = validate(form)
    setErrors(found)
    if (Object.keys(found).length === 0) return true
    focusFirst(found)
    return false
  }

  /** A refused send: the server's 400 at the fields it names; anything else said above the form. */
  const fail = (failure: ApiFailure) => {
    const atFields = failure.status === 400 ? serverFieldErrors(failure.message, failure.details) : {}
    if (Object.keys(atFields).length > 0) {
      setErrors(atFields)
      focusFirst(atFields)
    } else {
      const reason = failureText(asFailureLike(failure))
      setFormError(t(reason.key, reason.values))
    }
  }

  /** Back to a form nobody has tried to send: no problems shown, none checked at each change. */
  const reset = () => {
    setErrors({})
    setChecking(false)
    setFormError(null)
  }

  return { form, setForm, errors, formError, busy, setBusy, register, change, check, fail, reset }
}
