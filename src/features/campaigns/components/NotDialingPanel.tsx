import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import ReplayOutlined from '@mui/icons-material/ReplayOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import DialogContentText from '@mui/material/DialogContentText'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { type ReactNode, useId, useState } from 'react'

import type { ApiFailure } from '@/features/sessionApi'
import type { CampaignCapabilities, CampaignRow } from '@/shared/campaigns/campaignTypes'
import type { NotDialingReason } from '@/shared/campaigns/performanceTypes'

import { type CampaignDiagnosisState, useCampaignDiagnosis } from '../hooks/useCampaignDiagnosis'
import { type Formatters, useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { capabilityReason } from '../model/capabilityReason'
import { asFailureLike, ERROR_PERMISSION_KEYS, type FailureText, failureText } from '../model/failureMessage'
import { ConfirmDialog } from './ConfirmDialog'
import { ExplainedButton } from './ExplainedButton'

type T = ReturnType<typeof useCampaignsT>['t']

/** the height the panel takes while its first answer loads (a reason or two) */
const LOADING_HEIGHT = 112

interface NotDialingPanelProps {
  campaign: Pick<CampaignRow, 'id' | 'name' | 'status'>
  capabilities: CampaignCapabilities
  /** the page's recycle (the same as its Recycle button's, confirmed here first); resolves once done */
  onRecycle: () => Promise<void>
}

// People read words, never a permission code: a missing permission is said without naming it.
function plainFailure(error: ApiFailure): FailureText {
  const text = failureText(asFailureLike(error))
  return Object.values(ERROR_PERMISSION_KEYS).includes(text.key)
    ? { key: 'errors.missingSomePermission' }
    : text
}

/** "08:00" in the zone (with the weekday when it is not today there), in the person's language. */
function formatUntil(until: string, timeZone: string | null, language: string, now: Date): string {
  const at = new Date(until)
  const zone = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(language, { ...options, timeZone: timeZone ?? undefined })
    } catch {
      return new Intl.DateTimeFormat(language, options)
    }
  }
  const day = zone({ year: 'numeric', month: 'numeric', day: 'numeric' })
  const sameDay = day.format(at) === day.format(now)
  return zone(
    sameDay ? { timeStyle: 'short' } : { weekday: 'long', hour: 'numeric', minute: '2-digit' }
  ).format(at)
}

interface ReasonText {
  text: string
  /** the platform's own messages (an invalid campaign's errors, a rule set's warnings) */
  details?: string[]
  /** what fixes it, when someone can act on it from here or in Genesys Cloud */
  fix?: string
}

function reasonText(reason: NotDialingReason, t: T, format: Formatters, language: string): ReasonText {
  const n = (value: number) => format.integer.format(value)
  switch (reason.kind) {
    case 'invalid':
      return {
        text: t(reason.errors.length > 0 ? 'diagnosis.invalid.withErrors' : 'diagnosis.invalid.plain'),
        details: reason.errors,
        fix: t('diagnosis.invalid.fix')
      }
    case 'listExhausted':
      return {
        text: reason.contactList
          ? t('diagnosis.listExhausted.named', { list: reason.contactList })
          : t('diagnosis.listExhausted.plain')
      }
    case 'noAgents': {
      const queue = reason.queue
        ? t('diagnosis.noAgents.queueNamed', { queue: reason.queue })
        : t('diagnosis.noAgents.itsQueue')
      const { onQueue, busy, onOtherCalls } = reason
      let text: string
      if (onQueue === 0) text = t('diagnosis.noAgents.nobody', { queue })
      else if (onQueue === null) text = t('diagnosis.noAgents.plain', { queue })
      else if (busy === 0 && onOtherCalls !== null && onOtherCalls >= onQueue)
        text = t('diagnosis.noAgents.allOnOtherCalls', { queue, count: onQueue, onQueue: n(onQueue) })
      else if (onOtherCalls === 0 && busy !== null && busy >= onQueue)
        text = t('diagnosis.noAgents.allOnCampaignCalls', { queue, count: onQueue, onQueue: n(onQueue) })
      else if (busy !== null && onOtherCalls !== null)
        text = t('diagnosis.noAgents.mixed', {
          queue,
          count: onQueue,
          onQueue: n(onQueue),
          busy: n(busy),
          onOtherCalls: n(onOtherCalls)
        })
      else text = t('diagnosis.noAgents.noneIdle', { queue, count: onQueue, onQueue: n(onQueue) })
      return { text, fix: t('diagnosis.noAgents.fix', { queue }) }
    }
    case 'noLines':
      return { text: t('diagnosis.noLines.text'), fix: t('diagnosis.noLines.fix') }
    case 'lineLimit':
      return {
        text: t('diagnosis.lineLimit.text', { count: reason.lines, lines: n(reason.lines) }),
        fix: t('diagnosis.lineLimit.fix')
      }
    case 'ruleSet':
      return {
        text: reason.ruleSet
          ? t('diagnosis.ruleSet.named', { ruleSet: reason.ruleSet })
          : t('diagnosis.ruleSet.plain'),
        details: reason.warnings,
        fix: t('diagnosis.ruleSet.fix')
      }
    case 'outsideHours': {
      const until = reason.until
        ? {
            time: formatUntil(reason.until, reason.timeZone, language, new Date()),
            timeZone: reason.timeZone ?? ''
          }
        : null
      const counted = reason.remaining !== null && reason.remaining > 0
      const values = counted ? { count: reason.remaining!, remaining: n(reason.remaining!) } : {}
      const key = `diagnosis.outsideHours.${counted ? 'counted' : 'plain'}${until ? 'Until' : ''}`
      return { text: t(key, { ...values, ...until }) }
    }
    case 'campaignLimit':
      return {
        text: t('diagnosis.campaignLimit.text', {
          count: reason.active,
          active: n(reason.active),
          limit: n(reason.limit)
        }),
        fix: t('diagnosis.campaignLimit.fix')
      }
    case 'unknown':
      return { text: t('diagnosis.unknown.text'), fix: t('diagnosis.unknown.fix') }
  }
}

function Stale({ state }: { state: CampaignDiagnosisState }) {
  const { t } = useCampaignsT()
  const format = useFormatters()
  if (!state.stale || !state.diagnosis || !state.error) return null
  const reason = plainFailure(state.error)
  return (
    <Typography variant="body2" role="status" data-testid="diagnosis-stale" sx={{ color: 'warning.dark' }}>
      {t('diagnosis.stale', {
        time: format.time.format(new Date(state.diagnosis.checkedAt)),
        reason: t(reason.key, reason.values)
      })}
    </Typography>
  )
}

/** The Recycle action of a worked-through list: confirmed first; a person who may not is told why. */
function RecycleAction({
  name,
  capabilities,
  onRecycle
}: { name: string } & Pick<NotDialingPanelProps, 'capabilities' | 'onRecycle'>) {
  const { t } = useCampaignsT()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const refusal = capabilityReason(capabilities, 'recycle')
  const unavailable = refusal
    ? refusal.key === 'capability.role'
      ? t('capability.role')
      : t('diagnosis.recycleNotAllowed')
    : null
  const confirm = async () => {
    setBusy(true)
    try {
      await onRecycle()
    } finally {
      setBusy(false)
      setAsking(false)
    }
  }
  return (
    <>
      <ExplainedButton
        size="small"
        variant="outlined"
        startIcon={<ReplayOutlined />}
        unavailable={unavailable}
        onClick={() => setAsking(true)}
        data-testid="diagnosis-recycle"
      >
        {t('actions.recycle')}
      </ExplainedButton>
      <ConfirmDialog
        open={asking}
        title={t('detail.confirm.recycle.title', { name })}
        confirmLabel={t('actions.recycle')}
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        <DialogContentText>{t('detail.confirm.recycle.body', { name })}</DialogContentText>
      </ConfirmDialog>
    </>
  )
}

function Reason({ children, action }: { children: ReasonText; action?: ReactNode }) {
  const { text, details, fix } = children
  return (
    <Box component="li" sx={{ py: 0.75 }}>
      <Typography sx={{ fontWeight: 500 }}>{text}</Typography>
      {details && details.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
          {details.map(detail => (
            <Typography component="li" variant="body2" key={detail}>
              {detail}
            </Typography>
          ))}
        </Box>
      )}
      {fix && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {fix}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  )
}

/**
 * "Why isn't it dialing?" on a campaign's page: for a campaign that is on but calls nobody, or is invalid, the
 * reasons in plain words, most likely first, each with what fixes it (Recycle for a worked-through list).
 * Nothing at all for a campaign that is off or complete; a skeleton of its height while the first answer
 * loads; one line when it dials normally. A reload that fails keeps the last answer and says it is stale.
 */
export function NotDialingPanel({ campaign, capabilities, onRecycle }: NotDialingPanelProps) {
  const { t, language } = useCampaignsT()
  const format = useFormatters()
  const titleId = useId()
  const state = useCampaignDiagnosis(campaign.id, campaign.status)
  const { diagnosis, error } = state
  if (!state.enabled) return null

  if (!diagnosis) {
    if (!error || error.code === 'aborted')
      return (
        <Box data-testid="diagnosis-loading">
          <Skeleton variant="rounded" height={LOADING_HEIGHT} />
          <span style={visuallyHidden}>{t('diagnosis.loading')}</span>
        </Box>
      )
    const reason = plainFailure(error)
    return (
      <Card component="section" aria-labelledby={titleId} sx={{ p: 2 }} data-testid="diagnosis-failed">
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {t('diagnosis.title')}
        </Typography>
        <Typography role="status">
          {t('diagnosis.failed')} {t(reason.key, reason.values)}
        </Typography>
        <Button size="small" onClick={state.reload} sx={{ mt: 1 }}>
          {t('actions.retry')}
        </Button>
      </Card>
    )
  }

  if (diagnosis.reasons.length === 0) {
    if (!diagnosis.dialing) return null
    return (
      <Box data-testid="diagnosis-dialing">
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CheckCircleOutlined fontSize="small" color="success" aria-hidden />
          {t('diagnosis.dialingNormally')}
        </Typography>
        <Stale state={state} />
      </Box>
    )
  }

  const recycle = async () => {
    await onRecycle()
    state.reload()
  }
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid="diagnosis-panel"
      sx={{ p: 2, borderInlineStart: 4, borderInlineStartColor: 'warning.main' }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        {t('diagnosis.title')}
      </Typography>
      <Stale state={state} />
      <Box component="ol" aria-label={t('diagnosis.reasonsLabel')} sx={{ m: 0, paddingInlineStart: 2.5 }}>
        {diagnosis.reasons.map((reason, index) => (
          <Reason
            key={`${reason.kind}-${index}`}
            action={
              reason.kind === 'listExhausted' ? (
                <RecycleAction name={campaign.name} capabilities={capabilities} onRecycle={recycle} />
              ) : undefined
            }
          >
            {reasonText(reason, t, format, language)}
          </Reason>
        ))}
      </Box>
    </Card>
  )
}
