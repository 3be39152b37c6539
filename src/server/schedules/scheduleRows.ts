import type { CampaignStatus, NamedRef } from '@/shared/campaigns/campaignTypes'
import {
  SEQUENCE_STATUSES,
  type CallableTimeSetRow,
  type ScheduledCampaign,
  type SequenceRow,
  type SequenceStatus,
  type StoredSchedule
} from '@/shared/schedules/scheduleTypes'
import type { SnapshotCampaign } from '@/server/campaigns/CampaignOverviewService'
import type { PlatformCallableTimeSet, PlatformCampaignSequence } from '@/server/platform/scheduleModels'
import { toCallableTimeSetDefinition } from '@/server/platform/scheduleMapping'

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Names as people read them (`Campaign 9` before `Campaign 10`), then ids: a stable order. */
export const byName = <T extends { id: string; name: string }>(a: T, b: T) =>
  collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

type CampaignUse = { id: string; name: string; status: CampaignStatus }

/** The campaigns that use each callable time set, by set id. */
export function campaignsBySet(campaigns: readonly SnapshotCampaign[]): Map<string, CampaignUse[]> {
  const bySet = new Map<string, CampaignUse[]>()
  for (const campaign of campaigns) {
    const setId = campaign.callableTimeSet?.id
    if (!setId) continue
    const using = bySet.get(setId) ?? []
    using.push({ id: campaign.id, name: campaign.name, status: campaign.status })
    bySet.set(setId, using)
  }
  for (const using of bySet.values()) using.sort(byName)
  return bySet
}

/** A platform callable time set as the screens show it, with the campaigns that use it. */
export const toCallableTimeSetRow = (
  set: PlatformCallableTimeSet,
  campaigns: readonly CampaignUse[] = []
): CallableTimeSetRow => ({
  id: set.id,
  ...toCallableTimeSetDefinition(set),
  version: set.version,
  dateModified: set.dateModified ?? null,
  campaigns: [...campaigns]
})

/**
 * A campaign as the week view draws it. Its callable time set is named from the sets read (`setNames`), else
 * as the campaign names it, else by its id.
 */
export function toScheduledCampaign(
  campaign: SnapshotCampaign,
  schedule: StoredSchedule | null,
  setNames: ReadonlyMap<string, string> = new Map()
): ScheduledCampaign {
  const set = campaign.callableTimeSet
  const callableTimeSet: NamedRef | null = set
    ? { id: set.id, name: setNames.get(set.id) ?? set.name ?? set.id }
    : null
  return { ...campaign, callableTimeSet, schedule }
}

/** A status this app does not know is shown as off: nothing runs that the app cannot stop. */
export const readSequenceStatus = (value: string): SequenceStatus =>
  SEQUENCE_STATUSES.find(status => status === value.toLowerCase()) ?? 'off'

/** A platform sequence as the screens show it: its campaigns named and with their status (null: unknown). */
export function toSequenceRow(
  sequence: PlatformCampaignSequence,
  campaigns: ReadonlyMap<string, SnapshotCampaign>,
  schedule: StoredSchedule | null
): SequenceRow {
  return {
    id: sequence.id,
    name: sequence.name,
    version: sequence.version,
    status: readSequenceStatus(sequence.status),
    currentCampaign: sequence.currentCampaign,
    repeat: sequence.repeat,
    stopMessage: sequence.stopMessage ?? null,
    campaigns: sequence.campaigns.map(ref => {
      const known = campaigns.get(ref.id)
      return { id: ref.id, name: known?.name ?? ref.name ?? ref.id, status: known?.status ?? null }
    }),
    schedule
  }
}
