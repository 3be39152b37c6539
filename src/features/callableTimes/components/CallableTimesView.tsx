import AddOutlined from '@mui/icons-material/AddOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useEffect, useMemo, useRef, useState } from 'react'

import { roleCan } from '@/features/acl'
import { useAuth } from '@/features/auth'
import { ACL_SUBJECTS } from '@/shared/acl'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { sayPermissionNeeded } from '@/shared/permissions/permissionNeeded'
import type { CallableTimeSetRow } from '@/shared/schedules/scheduleTypes'
import { useEditorOpening } from '@/shared/ui/editor'
import { ListScreen, useList } from '@/shared/ui/list'
import { type Notice, NoticeAlert } from '@/shared/ui/NoticeAlert'

import { callableTimesApi } from '../api/callableTimesApi'
import { CALLABLE_TIMES_LIST } from '../model/callableTimesDefinition'
import { CallableNow } from './CallableNow'
import { callableTimeColumns } from './callableTimeColumns'
import { DeleteSetDialog } from './DeleteSetDialog'
import { SetEditor } from './SetEditor'
import { useSummaryWords } from './useSummaryWords'

/** The sets are read again every minute: the campaigns' statuses are live. */
const REFRESH_MS = 60_000

/**
 * The callable time sets page, a list screen (src/shared/ui/list): every set with its time zones, its hours in a
 * line per zone and the campaigns that use it; "who may be called right now" below. Those who may (app role on
 * `callable-time-sets` and the Genesys permission, from the answer's capabilities) create, edit and delete sets.
 */
export function CallableTimesView() {
  const { t } = useScreenTexts()
  const { user } = useAuth()
  const words = useSummaryWords()
  const list = useList(callableTimesApi.endpoints.callableTimeSets, CALLABLE_TIMES_LIST)
  const { extra } = list
  const editor = useEditorOpening<CallableTimeSetRow>()
  const [deleting, setDeleting] = useState<CallableTimeSetRow | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)

  const role = user?.role
  const capability = extra?.capabilities.editCallableTimeSets
  const may = (action: 'create' | 'update' | 'delete') =>
    role !== undefined && roleCan(role, action, ACL_SUBJECTS.callableTimeSets) && capability?.allowed === true
  const canCreate = may('create')
  const canEdit = may('update')
  const canDelete = may('delete')
  const campaignsUnavailable = list.campaignsUnavailable !== null
  const refusal =
    capability && !capability.allowed
      ? capability.reason === 'role'
        ? t('callableTimes.reasons.role')
        : `${t('callableTimes.reasons.platform')} ${sayPermissionNeeded(t, capability.permission)}`
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

  const columns = useMemo(
    () =>
      callableTimeColumns({
        t,
        words,
        canEdit,
        canDelete,
        onEdit: editor.open,
        onDelete: row => setDeleting(row),
        campaignsUnavailable
      }),
    [t, words, canEdit, canDelete, editor.open, campaignsUnavailable]
  )

  return (
    <ListScreen<CallableTimeSetRow>
      list={list}
      columns={columns}
      textValues={{ company: user?.company ?? '' }}
      personId={user?.email ?? 'anonymous'}
      actions={
        canCreate && (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => editor.open(null)}>
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
          <NoticeAlert
            notice={notice}
            closeText={t('callableTimes.notice.close')}
            onClose={() => setNotice(null)}
          />
        </>
      }
      below={
        <>
          {extra && <CallableNow sets={extra.all} />}
          {editor.editing && (
            <SetEditor
              key={editor.editing.key}
              row={editor.editing.row}
              onClose={editor.close}
              onSaved={(row, created) => {
                editor.close()
                setNotice({
                  severity: 'success',
                  text: t(created ? 'callableTimes.editor.created' : 'callableTimes.editor.saved', {
                    name: row.name
                  })
                })
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
              }}
            />
          )}
        </>
      }
    />
  )
}
