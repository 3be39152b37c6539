import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import NextLink from 'next/link'
import { useState } from 'react'

import type { CampaignFormOptions, NamedRef } from '@/shared/campaigns/campaignTypes'
import { failureOfData } from '@/shared/data'
import { notify } from '@/shared/ui/notify'

import { useUpdateCampaignMutation } from '../api/campaignsApi'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { asFailureLike, type FailureText, failureText } from '../model/failureMessage'
import { referenceName } from '../model/optionNames'

interface CallableHoursPickerProps {
  campaign: {
    id: string
    name: string
    version: number
    callableTimeSet?: NamedRef | null
    referenceNames?: Record<string, string>
  }
  options: CampaignFormOptions | null
  /** why the person may not change the campaign now (their role, a permission, a stop under way); null: they may */
  refusal: FailureText | null
  /** after a save, or a conflict: the page reads the campaign again */
  onSaved: () => void
}

const NONE = ''

/**
 * The callable time set the campaign keeps to, chosen from the organisation's sets and saved on its own (with
 * the campaign's version, as every change): a contact is called only within the set's hours in their own zone.
 */
export function CallableHoursPicker({ campaign, options, refusal, onSaved }: CallableHoursPickerProps) {
  const { t } = useCampaignsT()
  const [saveCampaign] = useUpdateCampaignMutation()
  const current = campaign.callableTimeSet?.id ?? NONE
  const [chosen, setChosen] = useState<string | null>(null)
  const [problem, setProblem] = useState<FailureText | null>(null)
  const [saving, setSaving] = useState(false)
  const value = chosen ?? current
  const sets = options?.callableTimeSets ?? []
  // the campaign's set stays offered (by its name, never its id) while the options are read or if they cannot be
  const own = campaign.callableTimeSet
  const choices =
    current && !sets.some(set => set.id === current) && own
      ? [{ id: own.id, name: referenceName(own.id, campaign, t('fields.unnamed')) }, ...sets]
      : sets

  const save = async () => {
    setSaving(true)
    setProblem(null)
    const result = await saveCampaign({
      id: campaign.id,
      version: campaign.version,
      changes: { callableTimeSetId: value === NONE ? null : value }
    })
    setSaving(false)
    if (!result.error) {
      setChosen(null)
      notify.success(t('schedule.callable.saved', { name: campaign.name }))
      onSaved()
      return
    }
    const failure = failureOfData(result.error)
    if (failure.status === 409) {
      setChosen(null)
      setProblem({ key: 'schedule.callable.conflict' })
      onSaved()
      return
    }
    setProblem(failureText(asFailureLike(failure)))
  }

  const reason = refusal ? t(refusal.key, refusal.values) : null
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mt: 2 }}>
      <TextField
        select
        size="small"
        label={t('schedule.callable.label')}
        value={value}
        onChange={event => setChosen(event.target.value)}
        disabled={saving || reason !== null}
        helperText={reason ?? t('schedule.callable.help')}
        sx={{ minWidth: 260, flex: '0 1 360px' }}
      >
        <MenuItem value={NONE}>{t('schedule.callable.none')}</MenuItem>
        {choices.map(set => (
          <MenuItem key={set.id} value={set.id}>
            {set.name}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" onClick={() => void save()} disabled={saving || value === current}>
        {t('schedule.callable.save')}
      </Button>
      <Link component={NextLink} href="/callable-time-sets" sx={{ alignSelf: 'center' }}>
        {t('schedule.callable.manage')}
      </Link>
      {problem && (
        <Typography role="alert" color="error" sx={{ flexBasis: '100%' }}>
          {t(problem.key, problem.values)}
        </Typography>
      )}
    </Box>
  )
}
