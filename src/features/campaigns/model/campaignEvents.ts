import { isDraft, original } from '@reduxjs/toolkit'

import {
  type ActiveCampaign,
  CAMPAIGN_STATUSES,
  type CampaignOverview,
  type CampaignRow,
  type CampaignStatus
} from '@/shared/campaigns/campaignTypes'

import { applyEventFigures } from './liveFigures'
import { type EventFigures, readStatsEventFigures } from './statsEventFigures'

/** The topics of a campaign that the overview and the campaign page follow. */
export { campaignTopic, progressTopic, statsTopic } from '@/shared/notifications/outboundTopics'

const ENDED: ReadonlySet<CampaignStatus> = new Set(['off', 'complete'])

const TOPIC = /^v2\.outbound\.campaigns\.([^.]+)(?:\.(progress|stats))?$/

/** What one event of the platform says about a campaign, in the overview's terms (null: nothing it uses). */
export type CampaignChange =
  | {
      kind: 'campaign'
      id: string
      status?: CampaignStatus
      version?: number
      name?: string
      errors?: string[]
    }
  | { kind: 'progress'; id: string; called: number; total: number; percentage: number }
  /**
   * its figures changed: the event's own when it names them (statsEventFigures.ts), else null and what they
   * are now is read with the performance query (useLiveFigures)
   */
  | { kind: 'stats'; id: string; figures: EventFigures | null }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The platform's error details ({error, details}), as the server's overview words them (toCampaignRow). */
function errorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined
  if (!isRecord(error)) return undefined
  const head = [error.error, error.message].find(value => typeof value === 'string' && value)
  if (typeof head !== 'string') return undefined
  return typeof error.details === 'string' && error.details ? `${head} (${error.details})` : head
}

/**
 * Reads an event of `v2.outbound.campaigns.{id}` (the campaign, as the platform's campaign notification model
 * has it: campaignStatus, version, name, errors…), of `….progress` (numberOfContactsCalled,
 * totalNumberOfContacts, percentage) or of `….stats` (its figures when it names them: statsEventFigures.ts).
 * Anything malformed is ignored: the next refresh has the truth.
 */
export function readCampaignEvent(
  topicName: string,
  body: unknown,
  receivedAt: number = Date.now()
): CampaignChange | null {
  const match = TOPIC.exec(topicName)
  if (!match || !isRecord(body)) return null
  const id = match[1]!
  if (match[2] === 'stats') return { kind: 'stats', id, figures: readStatsEventFigures(body, receivedAt) }
  if (match[2] === 'progress') {
    const { numberOfContactsCalled: called, totalNumberOfContacts: total, percentage } = body
    if (typeof called !== 'number' || typeof total !== 'number') return null
    return {
      kind: 'progress',
      id,
      called,
      total,
      percentage: typeof percentage === 'number' ? percentage : total > 0 ? (called / total) * 100 : 0
    }
  }
  const change: CampaignChange = { kind: 'campaign', id }
  const { campaignStatus, version, name, errors } = body
  if (typeof campaignStatus === 'string')
    change.status = CAMPAIGN_STATUSES.includes(campaignStatus as CampaignStatus)
      ? (campaignStatus as CampaignStatus)
      : 'invalid'
  if (typeof version === 'number') change.version = version
  if (typeof name === 'string' && name) change.name = name
  if (Array.isArray(errors)) change.errors = errors.flatMap(error => errorText(error) ?? [])
  return change
}

/**
 * Where each item of `list` is, by id. Read of the plain array when `list` is a draft (in a reducer): reading
 * `id` of each item of a draft makes a proxy of each. Made once for a batch of events, not looked for once per
 * event: with 2,000 rows and a report of each dialing campaign every second, a search of the rows per event
 * was a quarter of the main thread of a wall at rest.
 */
function positions<T extends { id: string }>(list: T[] | undefined): Map<string, number> {
  if (!list) return new Map()
  const plain = isDraft(list) ? ((original(list as never) as T[] | undefined) ?? list) : list
  return new Map(plain.map((item, index) => [item.id, index]))
}

/**
 * Applies a batch of changes to the overview in place, in order: each campaign's row (status, version, name,
 * errors; progress with the time left at the pace last measured), and the summary's counts. An active campaign
 * that is not on the page (`active`) changes the counts it can: its status, the contacts remaining.
 */
export function applyCampaignChanges(overview: CampaignOverview, changes: readonly CampaignChange[]): void {
  // (the changes move no row: the positions hold for the whole batch)
  const rows = positions(overview.campaigns)
  const active = positions(overview.active)
  const at = <T>(list: T[] | undefined, index: number | undefined) =>
    list && index !== undefined ? list[index] : undefined
  for (const change of changes) {
    const row = at(overview.campaigns, rows.get(change.id))
    if (change.kind === 'stats') {
      if (row && change.figures) applyEventFigures(overview, row, change.figures)
      continue
    }
    const tracked = at(overview.active, active.get(change.id))
    if (row) {
      applyToRow(overview, row, change)
      if (tracked) {
        tracked.status = row.status
        tracked.version = row.version
        tracked.remaining = row.progress ? Math.max(0, row.progress.total - row.progress.called) : null
      }
    } else if (tracked) applyToActive(overview, tracked, change)
  }
}

/** What the overview applies of the events themselves. */
type RowChange = Exclude<CampaignChange, { kind: 'stats' }>

function applyToRow(overview: CampaignOverview, row: CampaignRow, change: RowChange) {
  if (change.kind === 'progress') {
    const before = row.progress ? row.progress.total - row.progress.called : 0
    row.progress = { called: change.called, total: change.total, percentage: change.percentage }
    const remaining = Math.max(0, change.total - change.called)
    overview.summary.contactsRemaining = Math.max(0, overview.summary.contactsRemaining - before + remaining)
    const perMinute = row.pace.contactsPerMinute
    if (perMinute) row.pace = { ...row.pace, etaSeconds: Math.round((remaining / perMinute) * 60) }
    return
  }
  // An older event (a version this page has already passed) is not applied over newer data.
  if (change.version !== undefined && change.version < row.version) return
  if (change.status && change.status !== row.status) moveCount(overview, row.status, change.status)
  applyFields(row, change)
}

function applyToActive(overview: CampaignOverview, campaign: ActiveCampaign, change: RowChange) {
  if (change.kind === 'progress') {
    const remaining = Math.max(0, change.total - change.called)
    overview.summary.contactsRemaining = Math.max(
      0,
      overview.summary.contactsRemaining - (campaign.remaining ?? 0) + remaining
    )
    campaign.remaining = remaining
    return
  }
  if (change.version !== undefined && change.version < campaign.version) return
  if (change.status && change.status !== campaign.status) {
    moveCount(overview, campaign.status, change.status)
    campaign.status = change.status
  }
  if (change.version !== undefined) campaign.version = change.version
}

function applyFields(row: CampaignRow, change: Extract<CampaignChange, { kind: 'campaign' }>) {
  // live figures are of a campaign that runs: one turned off or complete has none (as the server says it)
  if (change.status && ENDED.has(change.status) && row.performance) row.performance = null
  if (change.status) row.status = change.status
  if (change.version !== undefined) row.version = change.version
  if (change.name) row.name = change.name
  if (change.errors) row.errors = change.errors
}

function moveCount(overview: CampaignOverview, from: CampaignStatus, to: CampaignStatus) {
  const counts = overview.summary.byStatus
  counts[from] = Math.max(0, (counts[from] ?? 0) - 1)
  counts[to] = (counts[to] ?? 0) + 1
}
