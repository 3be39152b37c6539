import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useEffect, useMemo, useRef, useState } from 'react'

import { useAuth } from '@/features/auth'
import { failureOf } from '@/features/sessionApi'
import { DNC_LIST_ACTIONS } from '@/shared/dncLists/dncListTypes'
import { downloadCsv } from '@/shared/files/downloadCsv'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { ListScreen, useList } from '@/shared/ui/list'

import { requestDncExport } from '../api/dncListsApi'
import { DNC_LISTS_LIST } from '../model/dncListsDefinition'
import { type DncListScreenRow, dncListsList } from '../model/dncListsSlice'
import { failureText } from '../model/failureText'
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

/** How often the lists are read again while the platform processes numbers added, and at most how many times. */
const IMPORT_POLL_MS = 2_000
const MAX_IMPORT_POLLS = 300

/**
 * While a list shown has an import of numbers in progress on the platform, reads the lists again every
 * IMPORT_POLL_MS (after each answer), so its size and import state follow until it is done.
 */
function useFollowImports(data: readonly DncListScreenRow[], retry: () => void) {
  const polls = useRef(0)
  const again = useRef(retry)
  useEffect(() => {
    again.current = retry
  })
  const importing = data.some(row => row.importStatus?.state === 'IN_PROGRESS')
  useEffect(() => {
    if (!importing) {
      polls.current = 0
      return
    }
    if (polls.current >= MAX_IMPORT_POLLS) return
    const timer = setTimeout(() => {
      polls.current += 1
      again.current()
    }, IMPORT_POLL_MS)
    return () => clearTimeout(timer)
  }, [importing, data])
}

/**
 * The do-not-call lists page, a list screen (src/shared/ui/list): every list of the organisation with its size,
 * its last import, source and the campaigns that honour it; numbers added or removed in a drawer (typed, pasted
 * or from a file), each list exported as CSV.
 */
export function DncListsView() {
  const { t, language } = useScreenTexts()
  const { user } = useAuth()
  const list = useList(dncListsList, DNC_LISTS_LIST)
  useFollowImports(list.data, list.retry)
  const reason = useReason()
  const sourceName = useSourceName()
  const [drawer, setDrawer] = useState<{ row: DncListScreenRow; mode: NumbersMode } | null>(null)
  const [open, setOpen] = useState(false)
  const [exporting, setExporting] = useState<string | null>(null)
  const [notice, setNotice] = useState<{ severity: 'info' | 'success' | 'error'; text: string } | null>(null)

  const columns = useMemo(() => {
    const exportList = async (row: DncListScreenRow) => {
      setExporting(row.id)
      setNotice({ severity: 'info', text: t('dncLists.export.started', { name: row.name }) })
      try {
        downloadCsv(`${row.name}.csv`, await requestDncExport(row.id))
        setNotice({ severity: 'success', text: t('dncLists.export.done', { name: row.name }) })
      } catch (error) {
        const failure = failureText(failureOf(error))
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
      onExport: row => void exportList(row)
    })
  }, [t, language, exporting, reason, sourceName])

  return (
    <ListScreen<DncListScreenRow>
      list={list}
      columns={columns}
      textValues={{ company: user?.company ?? '' }}
      personId={user?.email ?? 'anonymous'}
      above={
        <>
          <Refusals row={list.data[0]} />
          {notice && (
            // a failure is said at once; the rest politely
            <Alert
              severity={notice.severity}
              role={notice.severity === 'error' ? 'alert' : 'status'}
              onClose={() => setNotice(null)}
              closeText={t('dncLists.notice.close')}
            >
              {notice.text}
            </Alert>
          )}
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
          />
        )
      }
    />
  )
}
