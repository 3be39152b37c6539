import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import NextLink from 'next/link'
import { useRouter } from 'next/router'
import { type FormEvent, useId } from 'react'

import type { DialingMode } from '@/shared/campaigns/campaignTypes'
import { failureOfData } from '@/shared/data'
import { notify } from '@/shared/ui/notify'

import { useCreateCampaignMutation, useFormOptionsQuery } from '../api/campaignsApi'
import { useCampaignFormState } from '../hooks/useCampaignFormState'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { emptyCampaignForm, settingsFromForm, validateCampaignForm } from '../model/campaignForm'
import { BackToCampaigns } from './BackToCampaigns'
import { CampaignFields } from './CampaignFields'
import { DialingModePicker } from './DialingModePicker'
import { RefreshProblem } from './RefreshStatus'

/**
 * A new campaign (`/campaigns/new`): first the dialing mode, then only what that mode asks for; the server's
 * refusals at their fields; once created, the campaign's page.
 */
export function NewCampaignView() {
  const { t } = useCampaignsT()
  const router = useRouter()
  const optionsQuery = useFormOptionsQuery()
  const options = optionsQuery.data ?? null
  const optionsError = optionsQuery.error ? failureOfData(optionsQuery.error) : null
  const [createCampaign] = useCreateCampaignMutation()
  const titleId = useId()
  // No mode yet: that is the one question asked.
  const { form, errors, formError, busy, setBusy, register, change, check, fail } = useCampaignFormState(
    emptyCampaignForm,
    next => (next.dialingMode === '' ? { dialingMode: 'required' } : validateCampaignForm(next))
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || !check()) return
    setBusy(true)
    try {
      const created = await createCampaign(settingsFromForm(form)).unwrap()
      notify.success(t('newCampaign.created', { name: created.campaign.name }))
      await router.push(`/campaigns/${encodeURIComponent(created.campaign.id)}`)
    } catch (caught) {
      fail(failureOfData(caught))
      setBusy(false)
    }
  }

  const mode = form.dialingMode as DialingMode | ''
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <BackToCampaigns current={t('newCampaign.title')} />
      <Typography id={titleId} variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {t('newCampaign.title')}
      </Typography>
      <RefreshProblem
        error={optionsError}
        hasData={false}
        loadFailedKey="newCampaign.optionsFailed"
        onRetry={() => void optionsQuery.refetch()}
      />
      <Card sx={{ p: 3 }}>
        <Box
          component="form"
          noValidate
          aria-labelledby={titleId}
          onSubmit={event => void submit(event)}
          data-testid="new-campaign-form"
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <DialingModePicker
            value={mode}
            onChange={next => change('dialingMode', next)}
            error={errors.dialingMode ? t('validation.modeRequired') : undefined}
            inputRef={element => register('dialingMode', element)}
          />
          {mode !== '' && (
            <>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
                {t('newCampaign.settingsTitle', { mode: t(`dialingModes.${mode}.name`) })}
              </Typography>
              <CampaignFields
                form={form}
                errors={errors}
                options={options}
                onChange={change}
                withDialingMode={false}
                disabled={busy}
                inputRef={register}
              />
            </>
          )}
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
            <Button component={NextLink} href="/" color="inherit" disabled={busy}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy} data-testid="create-campaign">
              {t('newCampaign.submit')}
            </Button>
          </Box>
        </Box>
      </Card>
    </Box>
  )
}
