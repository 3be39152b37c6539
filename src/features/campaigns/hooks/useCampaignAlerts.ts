import { useRouter } from 'next/router'
import { useEffect, useRef } from 'react'

import type { CampaignRow } from '@/shared/campaigns/campaignTypes'
import { hostUi } from '@/shared/clientApp'
import { notifyAlert } from '@/shared/ui/notifyAlert'

import { useCampaignsT } from '../i18n/CampaignTexts'
import { type AlertConditions, type CampaignAlert, detectAlerts } from '../model/campaignAlerts'
import { reasonPhrase } from '../model/notDialingLabel'
import { useFormatters } from './useFormatters'

const canNotify = () => typeof window !== 'undefined' && 'Notification' in window

/**
 * The overview's alerts (docs/campaigns.md "Alerts"): a campaign of the page goes over its abandon target,
 * becomes invalid, stops dialing or completes — each occurrence once, as a toast with a link to the campaign;
 * as a browser notification too when the person allowed them and the tab is hidden; and, inside Genesys Cloud,
 * as a toast of the host's UI with the app's badge counting what was not seen.
 */
export function useCampaignAlerts(rows: readonly CampaignRow[] | null) {
  const { t } = useCampaignsT()
  const format = useFormatters()
  const router = useRouter()
  const seen = useRef<AlertConditions | null>(null)
  const unseen = useRef(0)

  useEffect(() => {
    const seenNow = () => {
      if (document.visibilityState !== 'visible' || unseen.current === 0) return
      unseen.current = 0
      void hostUi().then(host => host?.setAttentionCount(0))
    }
    document.addEventListener('visibilitychange', seenNow)
    return () => document.removeEventListener('visibilitychange', seenNow)
  }, [])

  useEffect(() => {
    if (!rows) return
    const { alerts, conditions } = detectAlerts(seen.current, rows)
    seen.current = conditions
    if (alerts.length === 0) return
    const textOf = (alert: CampaignAlert) => {
      switch (alert.kind) {
        case 'abandon':
          return t('alerts.abandon', {
            name: alert.name,
            rate: format.number.format(Math.round(alert.rate! * 10) / 10),
            target: format.number.format(alert.target!)
          })
        case 'stalled':
          return t('alerts.stalled', { name: alert.name, reason: reasonPhrase(t, alert.reason ?? null) })
        default:
          return t(`alerts.${alert.kind}`, { name: alert.name })
      }
    }
    const askDesktop =
      canNotify() && Notification.permission === 'default'
        ? {
            label: t('alerts.desktop'),
            onClick: () => void Notification.requestPermission().catch(() => undefined)
          }
        : undefined
    const hidden = document.visibilityState === 'hidden'
    for (const alert of alerts) {
      const message = textOf(alert)
      const href = `/campaigns/${encodeURIComponent(alert.campaignId)}`
      notifyAlert(message, { id: alert.key, href, linkText: t('alerts.open'), action: askDesktop })
      if (hidden && canNotify() && Notification.permission === 'granted') {
        const shown = new Notification(t('alerts.title'), { body: message, tag: alert.key })
        shown.onclick = () => {
          window.focus()
          void router.push(href)
        }
      }
      void hostUi().then(host =>
        host?.toast(t('alerts.title'), message, {
          type: alert.kind === 'complete' ? 'info' : 'error',
          id: alert.key
        })
      )
    }
    if (hidden) {
      unseen.current += alerts.length
      const count = unseen.current
      void hostUi().then(host => host?.setAttentionCount(count))
    }
  }, [rows, t, format, router])
}
