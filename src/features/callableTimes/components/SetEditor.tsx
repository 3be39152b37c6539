import AddOutlined from '@mui/icons-material/AddOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useState } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'
import type { CallableTimeSetDefinition, CallableTimeSetRow } from '@/shared/schedules/scheduleTypes'
import { EditorDialog, useVersionedEditor } from '@/shared/ui/editor'

import {
  useCreateCallableTimeSetMutation,
  useLazyCallableTimeSetsQuery,
  useUpdateCallableTimeSetMutation
} from '../api/callableTimesApi'
import { CALLABLE_TIME_SET } from '../model/callableTimeSetKind'
import { normaliseSlots } from '../model/callableHours'
import { callableSummary } from '../model/summary'
import { type ZoneDraft, zoneDraft, zoneProblem, zonesOf, zonesValid } from '../model/zoneDrafts'
import { useSummaryWords } from './useSummaryWords'
import { ZoneFields } from './ZoneFields'

interface SetEditorProps {
  /** the set to change, or null for a new one */
  row: CallableTimeSetRow | null
  onClose: () => void
  /** saved (created: a new set): the set as the server keeps it now */
  onSaved: (row: CallableTimeSetRow, created: boolean) => void
}

const isSet = (value: unknown): value is CallableTimeSetRow =>
  typeof value === 'object' && value !== null && Array.isArray((value as CallableTimeSetRow).callableTimes)

/**
 * A callable time set's editor (the one editor of versioned objects, src/shared/ui/editor): its name, and per
 * time zone its week as a grid of hours with each day's exact times below; zones added and removed. Saved with
 * the version it was read at: a 409 `*.conflict` (someone changed it meanwhile) shows what differs and offers to
 * reload it.
 */
export function SetEditor({ row, onClose, onSaved }: SetEditorProps) {
  const { t } = useScreenTexts()
  const words = useSummaryWords()
  const [zones, setZones] = useState<ZoneDraft[]>(() => zonesOf(row))
  const [create] = useCreateCallableTimeSetMutation()
  const [update] = useUpdateCallableTimeSetMutation()
  const [readSets] = useLazyCallableTimeSetsQuery()
  const definitionOf = (name: string): CallableTimeSetDefinition => ({
    name,
    callableTimes: zones.map(zone => ({ timeZone: zone.timeZone ?? '', slots: normaliseSlots(zone.slots) }))
  })

  const editor = useVersionedEditor({
    row,
    kind: CALLABLE_TIME_SET,
    valid: zonesValid(zones),
    definition: definitionOf,
    draft: zones.map(zone => [zone.timeZone, zone.slots]),
    save: (definition, base) =>
      base
        ? update({ id: base.id, definition, version: base.version }).unwrap()
        : create(definition).unwrap(),
    reread: async base => (await readSets({}).unwrap()).extra?.all.find(set => set.id === base.id) ?? null,
    currentOf: current => (isSet(current) ? current : null),
    startFrom: fresh => setZones(zonesOf(fresh)),
    onSaved
  })

  const hours = (callable: CallableTimeSetDefinition['callableTimes']) =>
    callable.map(zone => callableSummary(zone, words)).join('; ')
  const differences = (theirs: CallableTimeSetRow) => [
    {
      field: 'hours',
      label: t('callableTimes.columns.hours'),
      yours: hours(definitionOf(editor.name).callableTimes),
      theirs: hours(theirs.callableTimes)
    }
  ]
  const changeZone = (key: number, update: (zone: ZoneDraft) => Partial<ZoneDraft>) =>
    setZones(current => current.map(zone => (zone.key === key ? { ...zone, ...update(zone) } : zone)))

  return (
    <EditorDialog editor={editor} wide differences={differences} onClose={onClose}>
      {zones.map((zone, index) => (
        <ZoneFields
          key={zone.key}
          zone={zone}
          index={index}
          problem={editor.submitted ? zoneProblem(zones, zone, index) : null}
          onChange={update => changeZone(zone.key, update)}
          onRemove={() => setZones(current => current.filter(other => other.key !== zone.key))}
        />
      ))}
      {editor.submitted && zones.length === 0 && (
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
    </EditorDialog>
  )
}
