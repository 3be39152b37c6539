import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'

import type { ContactListRow } from '@/shared/contactLists/contactListTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { Figure } from '@/shared/ui/Figure'
import { CampaignsInUse } from '@/shared/ui/CampaignsInUse'
import { UnavailableValue } from '@/shared/ui/list'

/** One fact of the summary: a label over its value, in a box of fixed height (nothing moves when it arrives). */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0, minHeight: 52 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {children}
      </Box>
    </Box>
  )
}

/** The list's last import: in progress on the platform (with how far), failed (why, as a title), or done. */
function LastImport({ list }: { list: ContactListRow }) {
  const { t, language } = useScreenTexts()
  const numbers = new Intl.NumberFormat(language)
  const status = list.importStatus
  if (!status) return <>{t('contactLists.import.none')}</>
  const text = t(`contactLists.import.${status.state}`, { percent: numbers.format(status.percentComplete) })
  if (status.state !== 'IN_PROGRESS') return <span title={status.failureReason ?? undefined}>{text}</span>
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress
        variant="determinate"
        value={status.percentComplete}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
        aria-label={t('contactLists.import.progress', {
          completed: numbers.format(status.completedRecords),
          total: numbers.format(status.totalRecords)
        })}
      />
      <Figure>{text}</Figure>
    </Box>
  )
}

/**
 * A list at a glance, above its contacts: how many, how far worked, which campaigns dial it, its division,
 * its phone columns and its last import (followed while the platform processes it). Before the list is known,
 * the same boxes hold dashes.
 */
export function ContactListSummary({
  list,
  campaignsUnavailable = false
}: {
  list: ContactListRow | null
  /** the campaigns could not be read: "worked" and the campaigns say so, not "none" */
  campaignsUnavailable?: boolean
}) {
  const { t, language } = useScreenTexts()
  const numbers = new Intl.NumberFormat(language)
  const dash = '—'
  const worked = list?.worked
  const percent =
    worked && worked.total > 0 ? Math.min(100, Math.round((worked.called / worked.total) * 100)) : 0
  return (
    <Card
      component="section"
      aria-label={t('contactLists.detail.summary')}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' }
      }}
    >
      <Fact label={t('contactLists.columns.size')}>
        <Figure>{list ? numbers.format(list.size) : dash}</Figure>
      </Fact>
      <Fact label={t('contactLists.columns.worked')}>
        {campaignsUnavailable ? (
          <UnavailableValue />
        ) : worked ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LinearProgress
              variant="determinate"
              value={percent}
              sx={{ flex: 1, height: 6, borderRadius: 3 }}
              aria-label={t('contactLists.worked.label', {
                called: numbers.format(worked.called),
                total: numbers.format(worked.total)
              })}
            />
            <Figure>
              {t('contactLists.worked.fraction', {
                called: numbers.format(worked.called),
                total: numbers.format(worked.total)
              })}
            </Figure>
          </Box>
        ) : list ? (
          t('contactLists.worked.none')
        ) : (
          dash
        )}
      </Fact>
      <Fact label={t('contactLists.columns.campaigns')}>
        {campaignsUnavailable ? (
          <UnavailableValue />
        ) : list ? (
          <CampaignsInUse texts="contactLists" campaigns={list.campaigns} />
        ) : (
          dash
        )}
      </Fact>
      <Fact label={t('contactLists.detail.phoneColumns')}>
        {list
          ? list.phoneColumns.map(column => `${column.columnName} (${column.type})`).join(', ') || dash
          : dash}
      </Fact>
      <Fact label={t('contactLists.columns.division')}>{list?.divisionName ?? dash}</Fact>
      <Fact label={t('contactLists.columns.importStatus')}>{list ? <LastImport list={list} /> : dash}</Fact>
    </Card>
  )
}
