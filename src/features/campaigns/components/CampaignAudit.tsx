import Alert from '@mui/material/Alert'
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

import type { AuditEntry, GenesysCloudActivity } from '@/shared/campaigns/campaignTypes'

import { useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { changeLines, type ChangeText } from '../model/activityChanges'
import { SETTINGS_FIELDS } from '../model/campaignForm'
import { failureText, missingPermissionText } from '../model/failureMessage'

export interface CampaignAuditProps {
  entries: readonly AuditEntry[]
  /** whether the changes made in Genesys Cloud could be read (absent: as if they were) */
  genesysCloud?: GenesysCloudActivity
  /** the page's names of the campaign's references, by id: a change made in Genesys Cloud names them */
  referenceNames?: Readonly<Record<string, string>>
}

/**
 * Who did what to the campaign, and how it went (newest first, as the server answers): the changes made in
 * Campaign Manager and those made in Genesys Cloud (marked so, with what they changed). When the platform's audit
 * could not be read, the section says why (the permission it needs, or that reading failed) and never that nothing
 * was done.
 */
export function CampaignAudit({ entries, genesysCloud, referenceNames }: CampaignAuditProps) {
  const { t } = useCampaignsT()
  const format = useFormatters()
  const titleId = useId()
  const say = (text: ChangeText) => t(text.key, text.values)
  const changesOf = (entry: AuditEntry) => {
    if (entry.action !== 'edit' || !entry.changes?.length) return '—'
    return format.list.format(
      changeLines(entry.changes, referenceNames).map(line =>
        line.from && line.to
          ? t('audit.changedFromTo', { property: say(line.label), from: say(line.from), to: say(line.to) })
          : say(line.label)
      )
    )
  }
  const detailOf = (entry: AuditEntry) => {
    if (entry.source === 'genesysCloud') return changesOf(entry)
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
  const needs = genesysCloud?.read === 'refused' ? genesysCloud.needs : null
  const needed = needs && missingPermissionText(needs.permissions, needs.anyOf)
  // what is not shown and why: the permission that would show it (the one wording), or that reading failed
  const notice = needed
    ? `${t('audit.genesysCloudRefused')} ${t(needed.key, needed.values)}`
    : genesysCloud?.read === 'failed'
      ? t('audit.genesysCloudFailed')
      : null
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600, px: 3, pt: 2.5, pb: 1 }}>
        {t('audit.title')}
      </Typography>
      {notice && (
        // (a status, not an alert: it comes with the section, nothing happened just now)
        <Alert
          role="status"
          severity={genesysCloud?.read === 'failed' ? 'warning' : 'info'}
          sx={{ mx: 3, mb: 2 }}
        >
          {notice}
        </Alert>
      )}
      {entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 3, pb: 3 }}>
          {t(notice ? 'audit.emptyInApp' : 'audit.empty')}
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
                    {entry.actor.name || t('audit.someone')}
                    {entry.actor.email && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {entry.actor.email}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {t(`audit.actions.${entry.action}`)}
                    {entry.source === 'genesysCloud' && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {t('audit.inGenesysCloud')}
                      </Typography>
                    )}
                  </TableCell>
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
