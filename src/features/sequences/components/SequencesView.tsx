import AddOutlined from '@mui/icons-material/AddOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useEffect, useMemo, useRef, useState } from 'react'

import { roleCan } from '@/features/acl'
import { useAuth } from '@/features/auth'
import { ACL_SUBJECTS } from '@/shared/acl'
import { failureOfData } from '@/shared/data'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { sayPermissionNeeded } from '@/shared/permissions/permissionNeeded'
import type { SequenceRow } from '@/shared/schedules/scheduleTypes'
import { failureText, useEditorOpening } from '@/shared/ui/editor'
import { ListScreen, useList } from '@/shared/ui/list'
import { ScreenLiveMode } from '@/shared/ui/LiveMode'
import { type Notice, NoticeAlert } from '@/shared/ui/NoticeAlert'

import { sequencesApi, useDeleteSequenceMutation, useSetSequenceStatusMutation } from '../api/sequencesApi'
import { SEQUENCE } from '../model/sequenceKind'
import { SEQUENCES_LIST } from '../model/sequencesDefinition'
import { type SequenceAsking, SequenceConfirmDialog } from './SequenceConfirmDialog'
import { sequenceColumns } from './sequenceColumns'
import { SequenceEditor } from './SequenceEditor'
import { REFRESH_MS, useSequenceEvents } from './useSequenceEvents'

/** What the person is told when a confirmed action is done, or could not be. */
const DONE = {
  start: 'sequences.run.started',
  stop: 'sequences.run.stopped',
  delete: 'sequences.delete.deleted'
}
const FAILED = {
  start: 'sequences.run.failed',
  stop: 'sequences.run.failed',
  delete: 'sequences.delete.failed'
}

/**
 * The sequences page, a list screen (src/shared/ui/list): each sequence with its status (and the platform's
 * reason when it stopped it), its campaigns in order with their live status and the current one marked, and
 * whether it repeats. Those who may (app role on `sequences`, Genesys permission from the answer's
 * capabilities) start and stop sequences (each confirmed first: a start dials at once), create, edit and delete
 * them.
 */
export function SequencesView() {
  const { t } = useScreenTexts()
  const { user } = useAuth()
  const list = useList(sequencesApi.endpoints.sequences, SEQUENCES_LIST)
  const { extra } = list
  const [setStatus] = useSetSequenceStatusMutation()
  const [deleteSequence] = useDeleteSequenceMutation()
  const editor = useEditorOpening<SequenceRow>()
  const [asking, setAsking] = useState<SequenceAsking | null>(null)
  const [askFailure, setAskFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)

  const role = user?.role
  const roleMay = (action: 'create' | 'update' | 'delete') =>
    role !== undefined && roleCan(role, action, ACL_SUBJECTS.sequences)
  const edit = extra?.capabilities.editSequences
  const run = extra?.capabilities.runSequences
  const canCreate = roleMay('create') && edit?.allowed === true
  const canEdit = roleMay('update') && edit?.allowed === true
  const canDelete = roleMay('delete') && edit?.allowed === true
  const canRun = roleMay('update') && run?.allowed === true
  const refused = [edit, run].find(capability => capability && !capability.allowed)
  const refusal = !extra
    ? null
    : !roleMay('update') || (refused && !refused.allowed && refused.reason === 'role')
      ? t('sequences.reasons.role')
      : refused && !refused.allowed
        ? `${t('sequences.reasons.platform')} ${sayPermissionNeeded(t, refused.permission)}`
        : null

  const retry = useRef(list.retry)
  useEffect(() => {
    retry.current = list.retry
  })
  // Their status, and which campaign runs, are pushed by the platform (or asked every 30 s without it).
  const events = useSequenceEvents(list.data, () => retry.current())

  const columns = useMemo(
    () =>
      sequenceColumns({
        t,
        canRun,
        canEdit,
        canDelete,
        busy,
        onStart: row => {
          setAskFailure(null)
          setAsking({ row, action: 'start' })
        },
        onStop: row => {
          setAskFailure(null)
          setAsking({ row, action: 'stop' })
        },
        onEdit: editor.open,
        onDelete: row => {
          setAskFailure(null)
          setAsking({ row, action: 'delete' })
        }
      }),
    [t, canRun, canEdit, canDelete, busy, editor.open]
  )

  const confirm = async ({ row, action }: SequenceAsking) => {
    setBusy(row.id)
    setAskFailure(null)
    try {
      if (action === 'delete') await deleteSequence(row.id).unwrap()
      else await setStatus({ id: row.id, status: action === 'start' ? 'on' : 'off' }).unwrap()
      setAsking(null)
      setNotice({ severity: 'success', text: t(DONE[action], { name: row.name }) })
    } catch (error) {
      const text = failureText(failureOfData(error), SEQUENCE)
      setAskFailure(`${t(FAILED[action], { name: row.name })} ${t(text.key, text.values)}`)
    } finally {
      setBusy(null)
    }
  }

  const stopped = list.data.filter(row => row.stopMessage)

  return (
    <ListScreen<SequenceRow>
      list={list}
      columns={columns}
      textValues={{ company: user?.company ?? '' }}
      personId={user?.email ?? 'anonymous'}
      actions={
        <>
          <ScreenLiveMode live={events.live} pollMs={REFRESH_MS} />
          {canCreate && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => editor.open(null)}>
              {t('sequences.actions.add')}
            </Button>
          )}
        </>
      }
      above={
        <>
          {refusal && (
            <Alert severity="info" data-testid="sequences-refusal">
              {refusal}
            </Alert>
          )}
          {stopped.length > 0 && (
            <Alert severity="warning" data-testid="sequences-stopped">
              {stopped.map(row => (
                <Box component="span" key={row.id} sx={{ display: 'block' }}>
                  {t('sequences.stopped.line', { name: row.name, message: row.stopMessage })}
                </Box>
              ))}
            </Alert>
          )}
          <NoticeAlert
            notice={notice}
            closeText={t('sequences.notice.close')}
            onClose={() => setNotice(null)}
          />
        </>
      }
      below={
        <>
          {editor.editing && extra && (
            <SequenceEditor
              key={editor.editing.key}
              row={editor.editing.row}
              choices={extra.campaigns}
              onClose={editor.close}
              onSaved={(row, created) => {
                editor.close()
                setNotice({
                  severity: 'success',
                  text: t(created ? 'sequences.editor.created' : 'sequences.editor.saved', { name: row.name })
                })
              }}
            />
          )}
          {asking && (
            <SequenceConfirmDialog
              asking={asking}
              busy={busy === asking.row.id}
              failure={askFailure}
              onConfirm={() => void confirm(asking)}
              onClose={() => setAsking(null)}
            />
          )}
        </>
      }
    />
  )
}
