import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { type FormEvent, useId, useMemo, useState } from 'react'

import { failureOf } from '@/features/sessionApi'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { ReloadConflictDialog } from '@/shared/ui/ReloadConflictDialog'
import type { SequenceDefinition, SequenceRow, SequencesAnswer } from '@/shared/schedules/scheduleTypes'
import { HUMAN_NAME_MAX_LENGTH, humanNameProblem, normaliseHumanName } from '@/shared/text/humanName'

import { requestCreateSequence, requestSequences, requestUpdateSequence } from '../api/sequencesApi'
import { failureText, invalidField, isConflict } from '../model/failureText'
import { CampaignOrder, type OrderedCampaign } from './CampaignOrder'

type Choice = SequencesAnswer['campaigns'][number]

interface SequenceEditorProps {
  /** the sequence to change, or null for a new one */
  row: SequenceRow | null
  /** the campaigns a sequence may hold */
  choices: readonly Choice[]
  onClose: () => void
  onSaved: (row: SequenceRow, created: boolean) => void
}

/**
 * A sequence's editor (a dialog): its name, its campaigns picked from those a sequence may hold and put in
 * order (drag, or each one's up and down buttons, the new place announced), and whether it repeats. Saved with
 * the version it was read at: a 409 `sequence.conflict` offers to reload it.
 */
export function SequenceEditor({ row, choices, onClose, onSaved }: SequenceEditorProps) {
  const { t } = useScreenTexts()
  const titleId = useId()
  const orderId = useId()
  const [base, setBase] = useState(row)
  const [name, setName] = useState(row?.name ?? '')
  const [campaigns, setCampaigns] = useState<OrderedCampaign[]>(() => row?.campaigns ?? [])
  const [repeat, setRepeat] = useState(row?.repeat ?? false)
  const [search, setSearch] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [serverField, setServerField] = useState<string | null>(null)
  const [conflict, setConflict] = useState(false)
  const [current, setCurrent] = useState<SequenceRow | null>(null)
  const [reloading, setReloading] = useState(false)

  // The live status of each campaign, from the campaigns a sequence may hold (a row's may be older).
  const statusOf = useMemo(() => new Map(choices.map(choice => [choice.id, choice.status])), [choices])
  const shown = campaigns.map(campaign => ({
    ...campaign,
    status: statusOf.get(campaign.id) ?? campaign.status
  }))
  const options = useMemo(
    () =>
      choices
        .filter(choice => !campaigns.some(campaign => campaign.id === choice.id))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [choices, campaigns]
  )

  const nameProblem = humanNameProblem(name)
  const invalid = nameProblem !== undefined || campaigns.length === 0

  const startFrom = (fresh: SequenceRow) => {
    setBase(fresh)
    setName(fresh.name)
    setCampaigns(fresh.campaigns)
    setRepeat(fresh.repeat)
    setSubmitted(false)
    setFailure(null)
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    setFailure(null)
    setServerField(null)
    if (invalid) return
    const definition: SequenceDefinition = {
      name: normaliseHumanName(name),
      campaignIds: campaigns.map(campaign => campaign.id),
      repeat
    }
    setSaving(true)
    try {
      const saved = base
        ? await requestUpdateSequence(base.id, definition, base.version)
        : await requestCreateSequence(definition)
      onSaved(saved, base === null)
    } catch (error) {
      const why = failureOf(error)
      const field = invalidField(why)
      if (isConflict(why)) {
        // The 409 carries the sequence as it now is; without it, Reload reads the list again.
        const stored = why.details?.current as SequenceRow | null | undefined
        setCurrent(stored && Array.isArray(stored.campaigns) ? stored : null)
        setConflict(true)
      } else if (field) {
        setServerField(field)
        setFailure(t('sequences.editor.invalid', { field }))
      } else {
        const text = failureText(why)
        setFailure(`${t('sequences.editor.failed')} ${t(text.key, text.values)}`)
      }
    } finally {
      setSaving(false)
    }
  }

  const reload = async () => {
    if (!base) return
    setReloading(true)
    try {
      const fresh = current ?? (await requestSequences()).sequences.find(sequence => sequence.id === base.id)
      setConflict(false)
      setCurrent(null)
      if (fresh) startFrom(fresh)
      else setFailure(t('sequences.conflict.gone', { name: base.name }))
    } catch (error) {
      const text = failureText(failureOf(error))
      setConflict(false)
      setFailure(`${t('sequences.loadError')} ${t(text.key, text.values)}`)
    } finally {
      setReloading(false)
    }
  }

  const nameError =
    (submitted && nameProblem) || serverField === 'name'
      ? nameProblem
        ? t(`nameRule.${nameProblem}`, { max: HUMAN_NAME_MAX_LENGTH })
        : failure
      : null

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      scroll="paper"
    >
      {/* the form inside the dialog's paper, not the paper itself: a form may not carry role="dialog" (axe) */}
      <Box component="form" onSubmit={save} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>
          {base ? t('sequences.editor.titleEdit', { name: base.name }) : t('sequences.editor.titleNew')}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField
            label={t('sequences.editor.name')}
            value={name}
            onChange={event => setName(event.target.value)}
            error={nameError !== null}
            helperText={nameError ?? undefined}
            required
            size="small"
            autoFocus
            slotProps={{ htmlInput: { maxLength: HUMAN_NAME_MAX_LENGTH * 2 } }}
          />
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography id={orderId} component="h3" variant="subtitle2">
              {t('sequences.editor.campaigns')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('sequences.editor.dragHelp')}
            </Typography>
            <CampaignOrder
              labelledBy={orderId}
              campaigns={shown}
              onChange={setCampaigns}
              announce={setAnnouncement}
            />
            {submitted && campaigns.length === 0 && (
              <Alert severity="error">{t('sequences.editor.problems.campaignsRequired')}</Alert>
            )}
            <Autocomplete<Choice>
              options={options}
              value={null}
              inputValue={search}
              onInputChange={(_, value, reason) => setSearch(reason === 'reset' ? '' : value)}
              onChange={(_, choice) => {
                if (!choice) return
                setCampaigns(list => [...list, { id: choice.id, name: choice.name, status: choice.status }])
                setAnnouncement(
                  t('sequences.editor.added', { name: choice.name, position: campaigns.length + 1 })
                )
                setSearch('')
              }}
              getOptionLabel={option => option.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              noOptionsText={t('sequences.editor.noOptions')}
              renderOption={(props, option) => {
                const { key, ...rest } = props as typeof props & { key: string }
                return (
                  <li key={key} {...rest}>
                    <Box sx={{ display: 'flex', gap: 1, width: '100%' }}>
                      <span>{option.name}</span>
                      <Box component="span" sx={{ color: 'text.secondary', marginInlineStart: 'auto' }}>
                        {t(`sequences.campaignStatus.${option.status}`)}
                      </Box>
                    </Box>
                  </li>
                )
              }}
              size="small"
              renderInput={params => <TextField {...params} label={t('sequences.editor.add')} />}
            />
          </Box>
          <FormControlLabel
            control={<Switch checked={repeat} onChange={event => setRepeat(event.target.checked)} />}
            label={t('sequences.editor.repeat')}
          />
          <Box aria-live="polite" sx={visuallyHidden}>
            {announcement}
          </Box>
        </DialogContent>
        <Box aria-live="polite">
          {(failure || (submitted && invalid)) && (
            <Alert severity="error" sx={{ mx: 3, mt: 2 }}>
              {failure ?? t('sequences.editor.problems.fix')}
            </Alert>
          )}
        </Box>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={saving}>
            {t('sequences.editor.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving
              ? t('sequences.editor.saving')
              : base
                ? t('sequences.editor.save')
                : t('sequences.editor.create')}
          </Button>
        </DialogActions>
        {base && (
          <ReloadConflictDialog
            texts="sequences.conflict"
            open={conflict}
            name={base.name}
            busy={reloading}
            onReload={() => void reload()}
            onKeep={() => setConflict(false)}
          />
        )}
      </Box>
    </Dialog>
  )
}
