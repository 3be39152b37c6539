import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useMemo, useState } from 'react'

import { useAuth } from '@/features/auth'
import { downloadExport, failureOfData, useFollowImport } from '@/shared/data'
import { DNC_LIST_ACTIONS } from '@/shared/dncLists/dncListTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { failureText } from '@/shared/ui/editor'
import { ListScreen, useList } from '@/shared/ui/list'
import { type Notice, NoticeAlert } from '@/shared/ui/NoticeAlert'

import { dncListsApi, useExportDncListMutation } from '../api/dncListsApi'
import { DNC_LIST } from '../model/dncListKind'
import { DNC_LISTS_LIST } from '../model/dncListsDefinition'
import type { DncListScreenRow } from '../model/dncRowCapabilities'
import { dncListColumns, type NumbersMode } from './dncListColumns'
import { NumbersDrawer } from './NumbersDrawer'
import { useReason, useSourceName } from './useReason'

/**
 * Why the person may not do some of the screen's actions (their role, a Genesys permission): said once above
 * the list, where everyone reads it (a disabled button's title is for a pointer only).
 */
function Refusals({ row }: { row: DncListScreenRow | undefined }) {
  const { t } = useScreenTexts()
  const reason = useReason()
  if (!row) return null
  const lines = DNC_LIST_ACTIONS.flatMap(action => {
    const capability = row.can[action]
    if (capability.allowed || capability.reason === 'source') return []
    return [
      t('dncLists.reasons.line', {
        action: t(`dncLists.reasons.actions.${action}`),
        reason: reason(capability)
      })
    ]
  })
  if (lines.length === 0) return null
  return (
    <Alert severity="info" data-testid="dnc-refusals">
      {lines.map(line => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </Alert>
  )
}

/**
 * The do-not-call lists page, a list screen (src/shared/ui/list): every list of the organisation with its size,
 * its last import, source and the campaigns that honour it; numbers added or removed in a drawer (typed, pasted
 * or from a file), each list exported as CSV.
 */
export function DncListsView() {
  const { t, language } = useScreenTexts()
  const { user } = useAuth()
  const list = useList(dncListsApi.endpoints.dncLists, DNC_LISTS_LIST)
  // a list whose numbers the platform is still importing: the lists are read until it is done
  const importing = list.data.some(row => row.importStatus?.state === 'IN_PROGRESS')
  useFollowImport(importing, list.updatedAt, list.retry)
  const [exportDncList] = useExportDncListMutation()
  const reason = useReason()
  const sourceName = useSourceName()
  const [drawer, setDrawer] = useState<{ row: DncListScreenRow; mode: NumbersMode } | null>(null)
  const [open, setOpen] = useState(false)
  const [exporting, setExporting] = useState<string | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const campaignsUnavailable = list.campaignsUnavailable !== null

  const columns = useMemo(() => {
    const exportList = async (row: DncListScreenRow) => {
      setExporting(row.id)
      setNotice({ severity: 'info', text: t('dncLists.export.started', { name: row.name }) })
      try {
        await downloadExport(exportDncList({ id: row.id }), `${row.name}.csv`)
        setNotice({ severity: 'success', text: t('dncLists.export.done', { name: row.name }) })
      } catch (error) {
        const failure = failureText(failureOfData(error), DNC_LIST)
        setNotice({
          severity: 'error',
          text: `${t('dncLists.export.failed', { name: row.name })} ${t(failure.key, failure.values)}`
        })
      } finally {
        setExporting(null)
      }
    }
    return dncListColumns({
      t,
      numbers: new Intl.NumberFormat(language),
      dates: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }),
      reasonOf: (row, action) => reason(row.can[action]),
      sourceName,
      exporting,
      onNumbers: (row, mode) => {
        setDrawer({ row, mode })
        setOpen(true)
      },
      onExport: row => void exportList(row),
      campaignsUnavailable
    })
  }, [t, language, exporting, reason, sourceName, exportDncList, campaignsUnavailable])

  return (
    <ListScreen<DncListScreenRow>
      list={list}
      columns={columns}
      textValues={{ company: user?.company ?? '' }}
      personId={user?.email ?? 'anonymous'}
      above={
        <>
          <Refusals row={list.data[0]} />
          <NoticeAlert
            notice={notice}
            closeText={t('dncLists.notice.close')}
            onClose={() => setNotice(null)}
          />
        </>
      }
      below={
        drawer && (
          <NumbersDrawer
            open={open}
            list={drawer.row}
            mode={drawer.mode}
            onClose={() => setOpen(false)}
            onChanged={list.retry}
            onSent={text => {
              // done: the drawer closes (never "Add 0 numbers" left to press) and the page says what was done
              setOpen(false)
              setNotice({ severity: 'success', text })
            }}
          />
        )
      }
    />
  )
}
