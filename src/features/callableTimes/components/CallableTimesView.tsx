import AddOutlined from '@mui/icons-material/AddOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useEffect, useMemo, useRef, useState } from 'react'

import { roleCan } from '@/features/acl'
import { useAuth } from '@/features/auth'
import { ACL_SUBJECTS } from '@/shared/acl'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import type { CallableTimeSetRow } from '@/shared/schedules/scheduleTypes'
import { ListScreen, useList } from '@/shared/ui/list'

import { CALLABLE_TIMES_LIST } from '../model/callableTimesDefinition'
import { callableTimesList, type CallableTimesExtra } from '../model/callableTimesSlice'
import { dayName } from '../model/dayNames'
import type { SummaryWords } from '../model/summary'
import { CallableNow } from './CallableNow'
import { callableTimeColumns } from './callableTimeColumns'
import { DeleteSetDialog } from './DeleteSetDialog'
import { SetEditor } from './SetEditor'

/** The sets are read again every minute: the campaigns' statuses are live. */
const REFRESH_MS = 60_000

type Editing = { row: CallableTimeSetRow | null; key: number }

/**
 * The callable time sets page, a list screen (src/shared/ui/list): every set with its time zones, its hours in a
 * line per zone and the campaigns that use it; "who may be called right now" below. Those who may (app role on
 * `callable-time-sets` and the Genesys permission, from the answer's capabilities) create, edit and delete sets.
 */
export function CallableTimesView() {
  const { t, language } = useScreenTexts()
  const { user } = useAuth()
  const list = useList(callableTimesList, CALLABLE_TIMES_LIST)
  const extra = list.extra as CallableTimesExtra | null
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<CallableTimeSetRow | null>(null)
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null)

  const role = user?.role
  const capability = extra?.capabilities.editCallableTimeSets
  const may = (action: 'create' | 'update' | 'delete') =>
    role !== undefined && roleCan(role, action, ACL_SUBJECTS.callableTimeSets) && capability?.allowed === true
  const canCreate = may('create')
  const canEdit = may('update')
  const canDelete = may('delete')
  const refusal =
    capability && !capability.allowed
      ? capability.reason === 'role'
        ? t('callableTimes.reasons.role')
        : t('callableTimes.reasons.platform', { permission: capability.permission ?? '' })
      : role !== undefined && extra && !roleCan(role, 'update', ACL_SUBJECTS.callableTimeSets)
        ? t('callableTimes.reasons.role')
        : null

  const retry = useRef(list.retry)
  useEffect(() => {
    retry.current = list.retry
  })
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') retry.current()
    }, REFRESH_MS)
    return () => clearInterval(timer)
  }, [])

  const columns = useMemo(() => {
    const words: SummaryWords = {
      dayName: day => dayName(day, language),
      allDay: t('callableTimes.summary.allDay'),
      never: t('callableTimes.summary.never')
    }
    return callableTimeColumns({
      t,
      words,
      canEdit,
      canDelete,
      onEdit: row => setEditing(current => ({ row, key: (current?.key ?? 0) + 1 })),
      onDelete: row => setDeleting(row)
    })
  }, [t, language, canEdit, canDelete])

  return (
    <ListScreen<CallableTimeSetRow>
      list={list}
      columns={columns}
      textValues={{ company: user?.company ?? '' }}
      personId={user?.email ?? 'anonymous'}
      actions={
        canCreate && (
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setEditing(current => ({ row: null, key: (current?.key ?? 0) + 1 }))}
          >
            {t('callableTimes.actions.add')}
          </Button>
        )
      }
      above={
        <>
          {refusal && (
            <Alert severity="info" data-testid="callable-times-refusal">
              {refusal}
            </Alert>
          )}
          {notice && (
            <Alert
              severity={notice.severity}
              role={notice.severity === 'error' ? 'alert' : 'status'}
              onClose={() => setNotice(null)}
              closeText={t('callableTimes.notice.close')}
            >
              {notice.text}
            </Alert>
          )}
        </>
      }
      below={
        <>
          {extra && <CallableNow sets={extra.all} />}
          {editing && (
            <SetEditor
              key={editing.key}
              row={editing.row}
              onClose={() => setEditing(null)}
              onSaved={(row, created) => {
                setEditing(null)
                setNotice({
                  severity: 'success',
                  text: t(created ? 'callableTimes.editor.created' : 'callableTimes.editor.saved', {
                    name: row.name
                  })
                })
                list.retry()
              }}
            />
          )}
          {deleting && (
            <DeleteSetDialog
              row={deleting}
              onClose={() => setDeleting(null)}
              onDeleted={row => {
                setDeleting(null)
                setNotice({
                  severity: 'success',
                  text: t('callableTimes.delete.deleted', { name: row.name })
                })
                list.retry()
              }}
            />
          )}
        </>
      }
    />
  )
}
