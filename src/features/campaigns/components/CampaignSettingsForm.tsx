import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { type FormEvent, useId, useState } from 'react'

import type { CampaignDetail, CampaignFormOptions, CampaignSettings } from '@/shared/campaigns/campaignTypes'
import { failureOfData } from '@/shared/data'
import { notify } from '@/shared/ui/notify'

import { useUpdateCampaignMutation } from '../api/campaignsApi'
import { useCampaignFormState } from '../hooks/useCampaignFormState'
import { useCampaignsT } from '../i18n/CampaignTexts'
import {
  changedSettings,
  formFromSettings,
  isFormDirty,
  type FieldChange,
  settingsFromForm,
  validateCampaignForm
} from '../model/campaignForm'
import { currentOf, type FailureText } from '../model/failureMessage'
import { CampaignFields } from './CampaignFields'
import { VersionConflictDialog } from './VersionConflictDialog'

interface Base {
  settings: CampaignSettings
  version: number
}

interface CampaignSettingsFormProps {
  campaign: CampaignDetail['campaign']
  options: CampaignFormOptions | null
  /** why the person may not edit (role or platform permission); null: they may */
  refusal: FailureText | null
  onSaved: () => void
}

/**
 * The campaign's settings. The form is based on one version: a refresh that brings a newer one replaces the
 * form only while nothing is being edited; a save sends that version and only the changed fields, and a
 * conflict (someone saved first) opens the dialog that shows what differs.
 */
export function CampaignSettingsForm({ campaign, options, refusal, onSaved }: CampaignSettingsFormProps) {
  const { t } = useCampaignsT()
  const [saveCampaign] = useUpdateCampaignMutation()
  const titleId = useId()
  const [base, setBase] = useState<Base>({ settings: campaign.settings, version: campaign.version })
  const {
    form,
    setForm,
    errors,
    formError,
    busy,
    setBusy,
    register,
    change: changeField,
    check,
    fail,
    reset
  } = useCampaignFormState(() => formFromSettings(campaign.settings), validateCampaignForm)
  const [conflict, setConflict] = useState<{
    yours: CampaignSettings
    /** only what the person changed: keeping theirs must not undo the other person's other changes */
    changes: Partial<CampaignSettings>
    current: CampaignDetail['campaign']
  } | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const dirty = isFormDirty(base.settings, form)
  // A newer version arrived (a refresh): taken at once when nothing is being edited; kept aside otherwise.
  if (campaign.version > base.version && !dirty) {
    setBase({ settings: campaign.settings, version: campaign.version })
    setForm(formFromSettings(campaign.settings))
  }
  const newerMeanwhile = campaign.version > base.version && dirty

  const change: FieldChange = (field, value) => {
    changeField(field, value)
    setNotice(null)
  }

  const adopt = (settings: CampaignSettings, version: number) => {
    setBase({ settings, version })
    setForm(formFromSettings(settings))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setNotice(null)
    if (!check()) return
    const yours = settingsFromForm(form)
    const changes = changedSettings(base.settings, yours)
    if (Object.keys(changes).length === 0) return
    setBusy(true)
    try {
      const saved = await saveCampaign({ id: campaign.id, version: base.version, changes }).unwrap()
      adopt(saved.campaign.settings, saved.campaign.version)
      reset()
      notify.success(t('form.saved', { name: saved.campaign.name }))
      onSaved()
    } catch (caught) {
      const failure = failureOfData(caught)
      const current = currentOf(failure)
      if (failure.code === 'campaign.version_conflict' && current) setConflict({ yours, changes, current })
      else fail(failure)
    } finally {
      setBusy(false)
    }
  }

  const disabled = refusal !== null
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {t('form.title')}
      </Typography>
      <Box
        component="form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={event => void submit(event)}
        data-testid="settings-form"
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        {refusal && <Alert severity="info">{t(refusal.key, refusal.values)}</Alert>}
        {newerMeanwhile && (
          <Alert severity="info" data-testid="newer-version">
            {t('form.newerMeanwhile')}
          </Alert>
        )}
        {notice && <Alert severity="info">{notice}</Alert>}
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <CampaignFields
          form={form}
          errors={errors}
          options={options}
          campaign={campaign}
          onChange={change}
          withDialingMode
          disabled={disabled || busy}
          inputRef={register}
        />
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
          <Button
            color="inherit"
            disabled={!dirty || busy}
            onClick={() => {
              adopt(
                campaign.version > base.version ? campaign.settings : base.settings,
                Math.max(campaign.version, base.version)
              )
              reset()
            }}
          >
            {t('form.reset')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={disabled || busy || !dirty}
            data-testid="save-settings"
          >
            {t('form.save')}
          </Button>
        </Box>
      </Box>
      <VersionConflictDialog
        yours={conflict?.yours ?? null}
        current={conflict?.current ?? null}
        options={options}
        onKeepMine={() => {
          if (!conflict) return
          // The person's changes, on top of the current version (the other person's changes stay): saving
          // again sends what still differs from it.
          setBase({ settings: conflict.current.settings, version: conflict.current.version })
          setForm(formFromSettings({ ...conflict.current.settings, ...conflict.changes }))
          setConflict(null)
          setNotice(t('form.rebased'))
        }}
        onDiscard={() => {
          if (!conflict) return
          adopt(conflict.current.settings, conflict.current.version)
          setConflict(null)
          setNotice(t('form.discarded'))
        }}
        onClose={() => setConflict(null)}
      />
    </Card>
  )
}
