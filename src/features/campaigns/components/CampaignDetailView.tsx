import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import NextLink from 'next/link'
import { useRouter } from 'next/router'
import { useState } from 'react'

import { paceNow, silentStats } from '@/shared/campaigns/dialingNow'
import { failureOfData } from '@/shared/data'
import { notify } from '@/shared/ui/notify'

import { useDeleteCampaignMutation, useFormOptionsQuery } from '../api/campaignsApi'
import { useAlertsSaidInline } from '../hooks/useAlertsSaidInline'
import { useCampaignAction } from '../hooks/useCampaignAction'
import { useCampaignDetail } from '../hooks/useCampaignDetail'
import { useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { capabilityReason } from '../model/capabilityReason'
import { asFailureLike, failureText } from '../model/failureMessage'
import { formatDuration } from '../model/formatDuration'
import { overviewHref } from '../model/lastOverviewSearch'
import { BackToCampaigns } from './BackToCampaigns'
import { CallableHoursPicker } from './CallableHoursPicker'
import { CampaignActions, type DetailAction } from './CampaignActions'
import { CampaignAudit } from './CampaignAudit'
import { CampaignProgressBar } from './CampaignProgressBar'
import { CampaignSchedule } from './CampaignSchedule'
import { CampaignSettingsForm } from './CampaignSettingsForm'
import { CampaignStatsCards } from './CampaignStatsCards'
import { CampaignStatusChip } from './CampaignStatusChip'
import { CampaignToday } from './CampaignToday'
import { HeadlineFigure } from './HeadlineFigure'
import { NotDialingPanel } from './NotDialingPanel'
import { RefreshProblem, UpdatedAt } from './RefreshStatus'

/**
 * A campaign's page: status and actions, progress with pace and ETA, live figures, the settings form and the
 * recent audit entries. Refreshed every 5 s while the campaign runs (and the tab is visible); a refresh never
 * overwrites settings being edited.
 */
export function CampaignDetailView({ id }: { id: string }) {
  const { t } = useCampaignsT()
  const format = useFormatters()
  const router = useRouter()
  const { detail, error, refreshNow } = useCampaignDetail(id)
  const campaign = detail?.campaign ?? null
  useAlertsSaidInline(campaign?.id ?? null)
  // The form's lists only for someone who may edit: read-only settings are named from the campaign's own
  // references, and a viewer's page asked Genesys Cloud for lists it then refused him (queues, scripts…).
  const mayEdit = detail?.capabilities.edit.allowed === true
  const options = useFormOptionsQuery(undefined, { skip: !mayEdit }).data ?? null
  const [deleteCampaign] = useDeleteCampaignMutation()

  const act = useCampaignAction()
  const [announcement, setAnnouncement] = useState('')

  const runAction = async (action: DetailAction) => {
    if (!campaign) return
    if (action === 'delete') {
      try {
        await deleteCampaign(campaign.id).unwrap()
        const done = t('detail.deleted', { name: campaign.name })
        notify.success(done)
        setAnnouncement(done)
        void router.push(overviewHref())
      } catch (caught) {
        const reason = failureText(asFailureLike(failureOfData(caught)))
        const text = t('detail.deleteFailed', { name: campaign.name, reason: t(reason.key, reason.values) })
        notify.error(text)
        setAnnouncement(text)
      }
      return
    }
    const outcome = await act(action, [campaign])
    setAnnouncement(outcome.summary)
    refreshNow()
  }

  if (!campaign) {
    if (error?.code === 'campaign.not_found' || error?.status === 404)
      return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <BackToCampaigns current={t('detail.notFoundTitle')} />
          <Typography variant="h4" component="h1">
            {t('detail.notFoundTitle')}
          </Typography>
          <Typography>{t('errors.notFound')}</Typography>
          <Box>
            <Button component={NextLink} href="/" variant="contained">
              {t('detail.backToOverview')}
            </Button>
          </Box>
        </Box>
      )
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {error ? t('detail.loadFailedTitle') : <Skeleton width={280} />}
          {!error && <span style={visuallyHidden}>{t('detail.loading')}</span>}
        </Typography>
        <RefreshProblem
          error={error}
          hasData={false}
          loadFailedKey="detail.loadFailed"
          onRetry={refreshNow}
        />
        {!error && <Skeleton variant="rounded" height={160} />}
      </Box>
    )
  }

  const pace = paceNow(campaign.pace, silentStats(campaign, detail!.stats))
  const eta = formatDuration(pace.etaSeconds)
  const editRefusal = capabilityReason(detail!.capabilities, 'edit')
  const editBlocked =
    editRefusal ??
    (campaign.status === 'stopping' || campaign.status === 'forced_stopping' ? { key: 'errors.busy' } : null)

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <BackToCampaigns current={campaign.name} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: '1 1 auto', display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {campaign.name}
          </Typography>
          <CampaignStatusChip status={campaign.status} />
          <Typography color="text.secondary">{t(`dialingModes.${campaign.dialingMode}.name`)}</Typography>
        </Box>
        <UpdatedAt at={detail!.refreshedAt} />
        <CampaignActions campaign={campaign} capabilities={detail!.capabilities} onAction={runAction} />
      </Box>

      <RefreshProblem error={error} hasData loadFailedKey="detail.loadFailed" onRetry={refreshNow} />
      <NotDialingPanel
        campaign={campaign}
        capabilities={detail!.capabilities}
        onRecycle={() => runAction('recycle')}
      />

      <Card component="section" aria-label={t('detail.progressTitle')} sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
          <Box sx={{ flex: '1 1 320px' }}>
            <CampaignProgressBar name={campaign.name} progress={campaign.progress} large />
          </Box>
          <HeadlineFigure label={t('columns.pace')} testId="campaign-pace">
            {pace.contactsPerMinute === null
              ? '—'
              : t('table.pace', { pace: format.number.format(pace.contactsPerMinute) })}
          </HeadlineFigure>
          <HeadlineFigure label={t('columns.eta')} testId="campaign-eta">
            {eta ? t(eta.key, eta.values) : '—'}
          </HeadlineFigure>
        </Box>
      </Card>

      <CampaignStatsCards stats={detail!.stats} />
      <CampaignToday
        campaignId={campaign.id}
        status={campaign.status}
        abandonTarget={campaign.settings.abandonRate}
      />

      <CampaignSchedule
        campaignId={campaign.id}
        schedule={campaign.schedule}
        now={Date.parse(detail!.refreshedAt)}
      >
        <CallableHoursPicker
          campaign={campaign}
          options={options}
          refusal={editBlocked}
          onSaved={refreshNow}
        />
      </CampaignSchedule>

      <CampaignSettingsForm
        key={campaign.id}
        campaign={campaign}
        options={options}
        refusal={editBlocked}
        onSaved={refreshNow}
      />

      <CampaignAudit
        entries={detail!.audit}
        genesysCloud={detail!.genesysCloudActivity}
        referenceNames={campaign.referenceNames}
      />

      <Box role="status" sx={visuallyHidden} data-testid="announcer">
        {announcement}
      </Box>
    </Box>
  )
}
