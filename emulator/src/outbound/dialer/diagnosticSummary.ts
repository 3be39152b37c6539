/**
 * The platform's CampaignDiagnosticSummary (`GET /outbound/diagnostics/campaigns/{id}/summary?start&end`): the
 * campaign's states over a time window, and its health while on, in the SDK's documented values: `healthy`
 * while it could dial, `WaitingForAgents` / `WaitingForLines` / `WaitingForContacts` while it was on but could
 * not (no idle agent; no line; its hours closed or a rule set filtering every contact), from the history the
 * store notes
 * (statusHistory.ts). The window is clipped to now; the emulator does not track configuration changes
 * (`configChanges` is empty).
 */
import type { CampaignRecord, StatusEntry, WaitingFor } from '../campaignRecord'
import { iso } from '../campaignViews'

const HEALTH_WHEN_WAITING: Record<WaitingFor, string> = {
  agents: 'WaitingForAgents',
  lines: 'WaitingForLines',
  contacts: 'WaitingForContacts'
}

export interface TimeWindow {
  start: number
  end: number
}

/** `start` and `end`: ISO 8601 or epoch milliseconds (the SDK's wording), both required, end after start. */
export function readWindow(
  query: URLSearchParams
): { ok: true; value: TimeWindow } | { ok: false; message: string } {
  const read = (name: string) => {
    const raw = query.get(name)?.trim()
    if (!raw) return undefined
    return /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw)
  }
  const start = read('start')
  const end = read('end')
  if (start === undefined || Number.isNaN(start))
    return { ok: false, message: 'start is required: an ISO 8601 date-time or epoch milliseconds.' }
  if (end === undefined || Number.isNaN(end))
    return { ok: false, message: 'end is required: an ISO 8601 date-time or epoch milliseconds.' }
  if (end <= start) return { ok: false, message: 'end must be after start.' }
  return { ok: true, value: { start, end } }
}

interface Span {
  entry: StatusEntry
  from: number
  to: number
}

/** The history as spans, clipped to the window, with `same` deciding which neighbouring entries merge. */
function spans(
  history: readonly StatusEntry[],
  window: TimeWindow,
  same: (a: StatusEntry, b: StatusEntry) => boolean
): Span[] {
  const found: Span[] = []
  history.forEach((entry, i) => {
    const from = Math.max(entry.at, window.start)
    const to = Math.min(history[i + 1]?.at ?? window.end, window.end)
    if (to <= from) return
    const last = found.at(-1)
    if (last && same(last.entry, entry) && last.to === from) last.to = to
    else found.push({ entry, from, to })
  })
  return found
}

export function toDiagnosticSummary(campaign: CampaignRecord, now: number, window: TimeWindow) {
  const clipped = { start: window.start, end: Math.min(window.end, now) }
  const history = campaign.history ?? []
  const states = spans(
    history,
    clipped,
    (a, b) => a.status === b.status && a.dialingMode === b.dialingMode
  ).map(({ entry, from, to }) => ({
    state: entry.status,
    dateStart: iso(from),
    dateEnd: iso(to),
    dialingMode: entry.dialingMode
  }))
  const health = spans(
    history,
    clipped,
    (a, b) => a.status === b.status && a.dialing === b.dialing && a.waitingFor === b.waitingFor
  )
    .filter(span => span.entry.status === 'on')
    .map(({ entry, from, to }) => ({
      state: entry.dialing ? 'healthy' : HEALTH_WHEN_WAITING[entry.waitingFor ?? 'agents'],
      dateStart: iso(from),
      dateEnd: iso(to)
    }))
  return {
    campaignId: campaign.id,
    dateStart: iso(window.start),
    dateEnd: iso(window.end),
    campaignStates: states,
    campaignInfo: [] as { state: string; dateStart: string; dateEnd: string }[],
    campaignHealthStates: health,
    configChanges: [] as { date: string; field: string; value: string; action: string }[]
  }
}
