import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import ErrorOutlined from '@mui/icons-material/ErrorOutlined'
import IconButton from '@mui/material/IconButton'
import { visuallyHidden } from '@mui/utils'
import { useId } from 'react'

import type { BulkAction, CampaignCapabilities, CampaignRow } from '@/shared/campaigns/campaignTypes'

import { useCampaignsT } from '../i18n/CampaignTexts'
import { capabilityReason } from '../model/capabilityReason'
import { CellTooltip } from './CellTooltip'
import { STATUS_COLOR } from './overviewCellStyles'

interface CampaignStatusControlProps {
  campaign: Pick<CampaignRow, 'id' | 'name' | 'status' | 'errors'>
  capabilities: CampaignCapabilities | null
  /** an action for this campaign is being sent */
  pending: boolean
  onAction: (action: Extract<BulkAction, 'start' | 'stop'>) => void
  /** in a data grid, the cell decides whether its control is in the Tab order (-1 unless the cell has focus) */
  tabIndex?: 0 | -1
}

/**
 * The status in words, and what can be done about it: an on/off switch (start/stop) for campaigns that can
 * run; the platform's errors for an invalid one; a check mark for a complete one. When the person may not
 * start or stop it, the switch is disabled and says why (role, or the Genesys Cloud permission missing).
 * Plain elements styled by the list (overviewCellStyles): it is in every row of the overview.
 */
export function CampaignStatusControl({
  campaign,
  capabilities,
  pending,
  onAction,
  tabIndex
}: CampaignStatusControlProps) {
  const { t } = useCampaignsT()
  const reasonId = useId()
  const errorsId = useId()
  const { status, name } = campaign

  let control = null
  if (status === 'invalid') {
    const errors = campaign.errors.length > 0 ? campaign.errors : [t('status.invalidNoDetail')]
    control = (
      <>
        <CellTooltip title={errors.join(' · ')}>
          <IconButton
            size="small"
            tabIndex={tabIndex}
            aria-label={t('status.invalidErrors', { name })}
            aria-describedby={errorsId}
            data-testid="invalid-errors"
          >
            <ErrorOutlined fontSize="small" color="error" />
          </IconButton>
        </CellTooltip>
        <span id={errorsId} style={visuallyHidden}>
          {errors.join(' ')}
        </span>
      </>
    )
  } else if (status === 'complete') {
    control = <CheckCircleOutlined fontSize="small" color="success" aria-hidden="true" />
  } else {
    const on = status === 'on' || status === 'stopping' || status === 'forced_stopping'
    const stopping = status === 'stopping' || status === 'forced_stopping'
    const action = status === 'on' ? 'stop' : 'start'
    const refusal = capabilityReason(capabilities, action)
    const reason = stopping ? t('status.stoppingWait') : refusal ? t(refusal.key, refusal.values) : null
    control = (
      <>
        {/* An unavailable switch takes no pointer events: the tooltip listens on its wrapper. */}
        <CellTooltip title={reason}>
          {/*
              Never `disabled`: a disabled input loses the focus (a campaign stopped from its switch turns
              "stopping" under the person's focus; the switch is busy while the action is sent) and cannot
              be reached to hear why it is unavailable. Unavailable: aria-disabled, the disabled look, changes
              ignored. While the action is sent it shows where it is going.
            */}
          <span className="cm-switch" data-testid="status-switch">
            <input
              type="checkbox"
              role="switch"
              checked={pending ? action === 'start' : on}
              onChange={() => {
                if (!pending && reason === null) onAction(action)
              }}
              tabIndex={tabIndex}
              aria-label={t('status.switchLabel', { name })}
              aria-describedby={reason ? reasonId : undefined}
              aria-disabled={reason !== null || undefined}
              aria-busy={pending || undefined}
            />
            <span className="cm-switch-thumb" />
          </span>
        </CellTooltip>
        {reason && (
          <span id={reasonId} style={visuallyHidden}>
            {reason}
          </span>
        )}
      </>
    )
  }

  const color = STATUS_COLOR[status]
  return (
    <div
      className="cm-status"
      // In a data grid, Space and Enter on the switch are the switch's: the grid must not act on them too.
      onKeyDown={event => {
        if (event.key === ' ' || event.key === 'Enter') event.stopPropagation()
      }}
    >
      {control}
      <span className={color ? `cm-chip cm-chip-${color}` : 'cm-chip'}>{t(`status.${status}`)}</span>
    </div>
  )
}
