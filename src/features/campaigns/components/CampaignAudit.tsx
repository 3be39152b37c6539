import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useId } from 'react'

import type { AuditEntry } from '@/shared/campaigns/campaignTypes'

import { useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { SETTINGS_FIELDS } from '../model/campaignForm'
import { failureText } from '../model/failureMessage'

/** Who did what to the campaign, and how it went (newest first, as the server answers). */
export function CampaignAudit({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useCampaignsT()
  const format = useFormatters()
  const titleId = useId()
  const detailOf = (entry: AuditEntry) => {
    if (!entry.detail) return '—'
    if (entry.outcome === 'failed') {
      const reason = failureText({ status: null, code: entry.detail })
      return t(reason.key, reason.values)
    }
    const fields = entry.detail.split(/[,\s]+/).filter(Boolean)
    return fields.every(field => (SETTINGS_FIELDS as readonly string[]).includes(field))
      ? format.list.format(fields.map(field => t(`fields.${field}.label`)))
      : entry.detail
  }
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600, px: 3, pt: 2.5, pb: 1 }}>
        {t('audit.title')}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 3, pb: 3 }}>
          {t('audit.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={titleId} data-testid="audit-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('audit.when')}</TableCell>
                <TableCell>{t('audit.who')}</TableCell>
                <TableCell>{t('audit.action')}</TableCell>
                <TableCell>{t('audit.outcome')}</TableCell>
                <TableCell>{t('audit.detail')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map(entry => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={entry.at}>{format.dateTime.format(new Date(entry.at))}</time>
                  </TableCell>
                  <TableCell>
                    {entry.actor.name}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {entry.actor.email}
                    </Typography>
                  </TableCell>
                  <TableCell>{t(`audit.actions.${entry.action}`)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={entry.outcome === 'succeeded' ? 'success' : 'error'}
                      label={t(`audit.outcomes.${entry.outcome}`)}
                    />
                  </TableCell>
                  <TableCell>{detailOf(entry)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  )
}
