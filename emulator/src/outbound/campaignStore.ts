/**
 * The campaigns of every organisation, by id, and how far each has got. Every read goes through `settle` first,
 * so a campaign's status and progress are always those of the clock's "now" (dialing.ts); reads of an
 * organisation first catch it up (schedules, sequences: the schedule runner). Lookups are scoped to one
 * organisation: another org's campaign is simply not found. What changes a campaign: campaignLifecycle.ts.
 */
import type { Clock } from '../config'
import { ACTIVE_STATUSES, type CampaignRecord } from './campaignRecord'
import { calledAt, completionAt, settle, type DialingSettings } from './dialing'
import { noteStatus } from './dialer/statusHistory'
import type { ListingLag } from './listingLag'
import type { ContactListRecord } from './outboundResources'
import { createSeedCampaigns } from './seed/createSeedCampaigns'

/** What the campaigns need from the rest of the Outbound state. */
export interface CampaignStoreDeps {
  /** the instant being applied: the clock's now, or a past boundary the schedule runner applies */
  now: Clock
  settings(): DialingSettings
  listingLag: ListingLag
  /** applies what time made happen in the organisation since the last look (the schedule runner) */
  catchUp(orgId: string): void
  contactList(orgId: string, id: string): ContactListRecord | undefined
  /** writes what the campaign dialed onto the contacts (the dial recorder) */
  record(campaign: CampaignRecord): void
  /** its skips so far in this pass, per reason (the dial recorder) */
  skipped(campaign: CampaignRecord): Record<string, number>
}

export class CampaignStore {
  private campaigns = new Map<string, CampaignRecord>()
  private generated = 0

  constructor(private readonly deps: CampaignStoreDeps) {}

  /** Back to the seed. */
  reset(): void {
    this.campaigns = new Map(createSeedCampaigns(this.deps.now()).map(campaign => [campaign.id, campaign]))
    // The summary's history starts at the seed: each campaign in the status it was seeded with.
    for (const campaign of this.campaigns.values()) noteStatus(campaign, this.deps.now())
    this.generated = 0
  }

  /** Every campaign of every organisation, as stored. */
  all(): CampaignRecord[] {
    return [...this.campaigns.values()]
  }

  // ---- progress ----------------------------------------------------------------------------------------------

  /** Number of contacts the campaign works through: its contact list's size. */
  total(campaign: CampaignRecord): number {
    return this.deps.contactList(campaign.organizationId, campaign.contactListId)?.size ?? 0
  }

  /** Contacts the campaign has reached in this pass: called or skipped. */
  processedNow(campaign: CampaignRecord): number {
    return calledAt(campaign, this.total(campaign), this.deps.now(), this.deps.settings())
  }

  /** Contacts skipped in this pass, per reason (DNC, uncallable). */
  skippedNow(campaign: CampaignRecord): Record<string, number> {
    return this.deps.skipped(campaign)
  }

  /** Contacts reached in this pass outside their callable times, so not called (stats' timeZoneRescheduledCalls). */
  rescheduledNow(campaign: CampaignRecord): number {
    this.deps.record(campaign)
    return campaign.timeZoneRescheduled ?? 0
  }

  /** Contacts actually called in this pass: reached, neither skipped nor left for their callable times. */
  calledNow(campaign: CampaignRecord): number {
    const skipped = Object.values(this.skippedNow(campaign)).reduce((sum, n) => sum + n, 0)
    return Math.max(0, this.processedNow(campaign) - skipped - (campaign.timeZoneRescheduled ?? 0))
  }

  /** The campaign, settled to now. */
  settled(campaign: CampaignRecord): CampaignRecord {
    this.settleNow(campaign)
    return campaign
  }

  /**
   * Brings the campaign's status and progress up to now (dialing.ts) and notes a change of status at the instant
   * the dialer made it (the completion, the end of stopping) for the diagnostics summary.
   */
  settleNow(campaign: CampaignRecord): void {
    // Recorded first: settling an on campaign that reached the end forgets when its stretch began.
    this.deps.record(campaign)
    const total = this.total(campaign)
    const before = campaign.status
    const now = this.deps.now()
    const settings = this.deps.settings()
    // Only worth computing when the campaign is about to complete: completionAt searches for the instant.
    const ending = before === 'on' && calledAt(campaign, total, now, settings) >= total
    const at = ending ? completionAt(campaign, total, settings) : campaign.stoppingUntil
    settle(campaign, total, now, settings)
    if (campaign.status !== before) noteStatus(campaign, Math.min(at ?? now, now))
  }

  // ---- reading -----------------------------------------------------------------------------------------------

  /** The organisation's campaigns as stored, not settled (for the dial recorder, which settles nothing). */
  rawCampaigns(orgId: string): CampaignRecord[] {
    return [...this.campaigns.values()].filter(campaign => campaign.organizationId === orgId)
  }

  /** One campaign as stored, not settled (for the runner, which decides when to settle). */
  rawCampaign(orgId: string, id: string): CampaignRecord | undefined {
    const campaign = this.campaigns.get(id)
    return campaign?.organizationId === orgId ? campaign : undefined
  }

  /** Every campaign of the organisation, settled to now (in insertion order). */
  list(orgId: string): CampaignRecord[] {
    this.deps.catchUp(orgId)
    const found: CampaignRecord[] = []
    for (const campaign of this.campaigns.values()) {
      if (campaign.organizationId === orgId) found.push(this.settled(campaign))
    }
    return found
  }

  /** What `GET /outbound/campaigns` lists: every campaign settled to now, recent changes as listings lag. */
  listed(orgId: string): CampaignRecord[] {
    return this.deps.listingLag.listed('campaign', orgId, this.list(orgId))
  }

  find(orgId: string, id: string): CampaignRecord | undefined {
    this.deps.catchUp(orgId)
    const campaign = this.campaigns.get(id)
    return campaign && campaign.organizationId === orgId ? this.settled(campaign) : undefined
  }

  activeCount(orgId: string): number {
    return this.list(orgId).filter(campaign => ACTIVE_STATUSES.includes(campaign.status)).length
  }

  nameTaken(orgId: string, name: string, exceptId?: string): boolean {
    const wanted = name.toLowerCase()
    for (const campaign of this.campaigns.values()) {
      if (
        campaign.organizationId === orgId &&
        campaign.id !== exceptId &&
        campaign.name.toLowerCase() === wanted
      ) {
        return true
      }
    }
    return false
  }

  // ---- storing -----------------------------------------------------------------------------------------------

  /** Adds a campaign made elsewhere (created, or generated); the caller guarantees a unique id and name. */
  insert(campaign: CampaignRecord, at: number = this.deps.now()): void {
    noteStatus(campaign, at)
    this.campaigns.set(campaign.id, campaign)
  }

  delete(campaign: CampaignRecord): void {
    this.campaigns.delete(campaign.id)
  }

  /** A sequence number for generated campaigns, so their ids and names never repeat until a reset. */
  nextGeneratedNumber(): number {
    this.generated += 1
    return this.generated
  }
}
