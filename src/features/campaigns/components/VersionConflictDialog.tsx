import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { visuallyHidden } from '@mui/utils'
import { useId } from 'react'

import type { CampaignDetail, CampaignFormOptions, CampaignSettings } from '@/shared/campaigns/campaignTypes'

import { useCampaignsT } from '../i18n/CampaignTexts'
import { type SettingsField } from '../model/campaignForm'
import { conflictRows } from '../model/conflictRows'
import { dncListNames, isOptionField, nameOf, siteChoices } from '../model/optionNames'

interface VersionConflictDialogProps {
  /** the settings the person tried to save */
  yours: CampaignSettings | null
  /** the campaign as it is now (the 409's `current`); null: closed */
  current: CampaignDetail['campaign'] | null
  options: CampaignFormOptions | null
  /** keep the person's values, now based on the current version (to review and save again) */
  onKeepMine: () => void
  /** take the current version, dropping the person's changes */
  onDiscard: () => void
  onClose: () => void
}

/**
 * Someone else saved the campaign first (409 `campaign.version_conflict`): what differs, field by field, yours
 * and now; the person keeps theirs (on top of the current version) or takes the current one.
 */
export function VersionConflictDialog({
  yours,
  current,
  options,
  onKeepMine,
  onDiscard,
  onClose
}: VersionConflictDialogProps) {
  const { t } = useCampaignsT()
  const titleId = useId()
  const bodyId = useId()
  const rows = yours && current ? conflictRows(yours, current.settings) : []
  const show = (field: SettingsField, value: string | number | string[] | null) => {
    if (Array.isArray(value)) return value.length === 0 ? '—' : dncListNames(value, options).join(', ')
    if (value === null || value === '') return '—'
    if (field === 'dialingMode') return t(`dialingModes.${value}.name`)
    if (isOptionField(field)) return nameOf(field, String(value), options, current) ?? '—'
    if (field === 'siteId')
      return siteChoices(options, String(value), t('fields.siteId.defaultSite')).find(s => s.id === value)!
        .name
    return String(value)
  }
  return (
    <Dialog
      open={current !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="md"
      data-testid="conflict-dialog"
    >
      <DialogTitle id={titleId}>{t('conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ mb: 2 }}>
          {t('conflict.body', { name: current?.name ?? '' })}
        </DialogContentText>
        {rows.length === 0 ? (
          <DialogContentText>{t('conflict.same')}</DialogContentText>
        ) : (
          <Table size="small">
            <caption style={visuallyHidden}>{t('conflict.caption')}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{t('conflict.field')}</TableCell>
                <TableCell>{t('conflict.yours')}</TableCell>
                <TableCell>{t('conflict.now')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(row => (
                <TableRow key={row.field} data-testid={`conflict-${row.field}`}>
                  <TableCell component="th" scope="row">
                    {t(`fields.${row.field}.label`)}
                  </TableCell>
                  <TableCell>{show(row.field, row.yours)}</TableCell>
                  <TableCell>{show(row.field, row.now)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onDiscard} color="inherit">
          {t('conflict.discard')}
        </Button>
        <Button onClick={onKeepMine} variant="contained">
          {t('conflict.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
