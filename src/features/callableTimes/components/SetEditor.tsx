import AddOutlined from '@mui/icons-material/AddOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useId, useState } from 'react'

import { failureOf } from '@/features/sessionApi'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { ReloadConflictDialog } from '@/shared/ui/ReloadConflictDialog'
import { isKnownTimeZone } from '@/shared/schedules/localTime'
import type {
  CallableSlot,
  CallableTimeSetDefinition,
  CallableTimeSetRow
} from '@/shared/schedules/scheduleTypes'
import { HUMAN_NAME_MAX_LENGTH, humanNameProblem, normaliseHumanName } from '@/shared/text/humanName'

import {
  requestCallableTimeSets,
  requestCreateCallableTimeSet,
  requestUpdateCallableTimeSet
} from '../api/callableTimesApi'
import { normaliseSlots, slotProblem, toggleHour, withinDays } from '../model/callableHours'
import { failureText, invalidField, isConflict } from '../model/failureText'
import { timeZoneNames } from '../model/timeZones'
import { ExactTimes } from './ExactTimes'
import { HourGrid } from './HourGrid'

interface ZoneDraft {
  key: number
  timeZone: string | null
  slots: CallableSlot[]
}

let nextKey = 0
const zoneDraft = (timeZone: string | null, slots: CallableSlot[] = []): ZoneDraft => ({
  key: nextKey++,
  timeZone,
  slots
})
const zonesOf = (row: CallableTimeSetRow | null): ZoneDraft[] =>
  row
    ? row.callableTimes.map(callable => zoneDraft(callable.timeZone, withinDays(callable.slots)))
    : [zoneDraft(browserZone())]
const browserZone = () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return zone && isKnownTimeZone(zone) ? zone : null
}

interface SetEditorProps {
  /** the set to change, or null for a new one */
  row: CallableTimeSetRow | null
  onClose: () => void
  /** saved (created: a new set): the set as the server keeps it now */
  onSaved: (row: CallableTimeSetRow, created: boolean) => void
}

/**
 * A callable time set's editor (a dialog): its name, and per time zone its week as a grid of hours (click or
 * keyboard) with each day's exact times below; zones added and removed. Saved with the version it was read at:
 * a 409 `*.conflict` (someone changed it meanwhile) offers to reload it.
 */
export function SetEditor({ row, onClose, onSaved }: SetEditorProps) {
  const { t } = useScreenTexts()
  const titleId = useId()
  const [base, setBase] = useState(row)
  const [name, setName] = useState(row?.name ?? '')
  const [zones, setZones] = useState<ZoneDraft[]>(() => zonesOf(row))
  const [submitted, setSubmitted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [serverField, setServerField] = useState<string | null>(null)
  const [conflict, setConflict] = useState(false)
  const [reloading, setReloading] = useState(false)
  const [current, setCurrent] = useState<CallableTimeSetRow | null>(null)

  const nameProblem = humanNameProblem(name)
  const zoneProblem = (zone: ZoneDraft, index: number) =>
    !zone.timeZone || !isKnownTimeZone(zone.timeZone)
      ? 'zoneRequired'
      : zones.findIndex(other => other.timeZone === zone.timeZone) !== index
        ? 'zoneTwice'
        : null
  const invalid =
    nameProblem !== undefined ||
    zones.length === 0 ||
    zones.some((zone, index) => zoneProblem(zone, index) !== null) ||
    zones.some(zone => zone.slots.some(slot => slotProblem(slot) !== null))

  const changeZone = (key: number, change: Partial<ZoneDraft>) =>
    setZones(current => current.map(zone => (zone.key === key ? { ...zone, ...change } : zone)))

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    setFailure(null)
    setServerField(null)
    if (invalid) return
    const definition: CallableTimeSetDefinition = {
      name: normaliseHumanName(name),
      callableTimes: zones.map(zone => ({ timeZone: zone.timeZone!, slots: normaliseSlots(zone.slots) }))
    }
    setSaving(true)
    try {
      const saved = base
        ? await requestUpdateCallableTimeSet(base.id, definition, base.version)
        : await requestCreateCallableTimeSet(definition)
      onSaved(saved, base === null)
    } catch (error) {
      const why = failureOf(error)
      const field = invalidField(why)
      if (isConflict(why)) {
        // The 409 carries the set as it now is (docs/schedules.md); without it, Reload reads the list again.
        const stored = why.details?.current as CallableTimeSetRow | null | undefined
        setCurrent(stored && Array.isArray(stored.callableTimes) ? stored : null)
        setConflict(true)
      } else if (field) {
        setServerField(field)
        setFailure(t('callableTimes.editor.invalid', { field }))
      } else {
        const text = failureText(why)
        setFailure(`${t('callableTimes.editor.failed')} ${t(text.key, text.values)}`)
      }
    } finally {
      setSaving(false)
    }
  }

  const reload = async () => {
    if (!base) return
    setReloading(true)
    try {
      const fresh =
        current ?? (await requestCallableTimeSets()).callableTimeSets.find(set => set.id === base.id)
      setConflict(false)
      if (!fresh) {
        setFailure(t('callableTimes.conflict.gone', { name: base.name }))
        return
      }
      setCurrent(null)
      setBase(fresh)
      setName(fresh.name)
      setZones(zonesOf(fresh))
      setSubmitted(false)
      setFailure(null)
    } catch (error) {
      const text = failureText(failureOf(error))
      setConflict(false)
      setFailure(`${t('callableTimes.loadError')} ${t(text.key, text.values)}`)
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
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      {/* the form inside the dialog's paper, not the paper itself: a form may not carry role="dialog" (axe) */}
      <Box component="form" onSubmit={save} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>
          {base
            ? t('callableTimes.editor.titleEdit', { name: base.name })
            : t('callableTimes.editor.titleNew')}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <TextField
            label={t('callableTimes.editor.name')}
            value={name}
            onChange={event => setName(event.target.value)}
            error={nameError !== null}
            helperText={nameError ?? undefined}
            required
            size="small"
            autoFocus
            slotProps={{ htmlInput: { maxLength: HUMAN_NAME_MAX_LENGTH * 2 } }}
          />
          {zones.map((zone, index) => {
            const headingId = `${titleId}-zone-${zone.key}`
            const problem = submitted ? zoneProblem(zone, index) : null
            return (
              <Box
                key={zone.key}
                role="group"
                aria-labelledby={headingId}
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  p: 2,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1.5
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
                  <Typography id={headingId} component="h3" variant="subtitle2" sx={{ pt: 1, flex: 'none' }}>
                    {t('callableTimes.editor.zoneHeading', { number: index + 1 })}
                  </Typography>
                  <Autocomplete
                    options={timeZoneNames()}
                    value={zone.timeZone}
                    onChange={(_, value) => changeZone(zone.key, { timeZone: value })}
                    size="small"
                    sx={{ flex: 1, maxWidth: 360 }}
                    renderInput={params => (
                      <TextField
                        {...params}
                        label={t('callableTimes.editor.zone')}
                        error={problem !== null}
                        helperText={problem ? t(`callableTimes.editor.problems.${problem}`) : undefined}
                      />
                    )}
                  />
                  <IconButton
                    aria-label={t('callableTimes.editor.removeZone', { number: index + 1 })}
                    title={t('callableTimes.editor.removeZone', { number: index + 1 })}
                    onClick={() => setZones(current => current.filter(other => other.key !== zone.key))}
                    sx={{ marginInlineStart: 'auto' }}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Box>
                <HourGrid
                  slots={zone.slots}
                  zone={zone.timeZone ?? t('callableTimes.editor.zoneHeading', { number: index + 1 })}
                  onToggle={(day, hour) =>
                    setZones(current =>
                      current.map(other =>
                        other.key === zone.key
                          ? { ...other, slots: toggleHour(other.slots, day, hour) }
                          : other
                      )
                    )
                  }
                />
                <Accordion disableGutters elevation={0} sx={{ '&::before': { display: 'none' } }}>
                  <AccordionSummary expandIcon={<ExpandMoreOutlined />} sx={{ px: 0, minHeight: 36 }}>
                    {t('callableTimes.editor.exact')}
                  </AccordionSummary>
                  <AccordionDetails sx={{ px: 0 }}>
                    <ExactTimes slots={zone.slots} onChange={slots => changeZone(zone.key, { slots })} />
                  </AccordionDetails>
                </Accordion>
              </Box>
            )
          })}
          {submitted && zones.length === 0 && (
            <Alert severity="error">{t('callableTimes.editor.problems.zonesRequired')}</Alert>
          )}
          <Box>
            <Button
              startIcon={<AddOutlined />}
              onClick={() => setZones(current => [...current, zoneDraft(null)])}
              color="inherit"
            >
              {t('callableTimes.editor.addZone')}
            </Button>
          </Box>
        </DialogContent>
        <Box aria-live="polite">
          {(failure || (submitted && invalid)) && (
            <Alert severity="error" sx={{ mx: 3, mt: 2 }}>
              {failure ?? t('callableTimes.editor.problems.fix')}
            </Alert>
          )}
        </Box>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={saving}>
            {t('callableTimes.editor.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving
              ? t('callableTimes.editor.saving')
              : base
                ? t('callableTimes.editor.save')
                : t('callableTimes.editor.create')}
          </Button>
        </DialogActions>
        {base && (
          <ReloadConflictDialog
            texts="callableTimes.conflict"
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
