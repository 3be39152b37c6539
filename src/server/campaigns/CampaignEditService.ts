import {
  ACTIVE_STATUSES,
  PLATFORM_PERMISSIONS_FOR,
  type CampaignDetail,
  type CampaignSettingsInput
} from '@/shared/campaigns/campaignTypes'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import { AuditTrail } from '@/server/audit/AuditTrail'
import { outboundApi, type PlatformCampaign } from '@/server/platform'
import { announceCampaignChanges } from './announceCampaignChanges'
import { callPlatform, VIEW_PERMISSION } from './callPlatform'
import { sessionOf, type CampaignDeps } from './CampaignDeps'
import type { CampaignDetailService } from './CampaignDetailService'
import type { CampaignFormOptionsService } from './CampaignFormOptionsService'
import { ProgressSampleRepository } from './ProgressSampleRepository'
import { requirePlatformPermission } from './requirePlatformPermission'
import { isDialingMode, readStatus, toCampaignDetailCampaign, toCampaignSettings } from './toCampaignRow'
import { toPlatformCampaignBody } from './toPlatformCampaignBody'
import { problemsForMode, problemsWithReferences, throwIfProblems } from './validateCampaignSettings'

export interface CampaignUpdate {
  /** the version the person edited */
  version: number
  changes: Partial<CampaignSettingsInput>
}

/** when neither the contact list nor the campaign says what kind of number a column holds */
const DEFAULT_PHONE_TYPE = 'cell'

const fieldsOf = (settings: Partial<CampaignSettingsInput>) =>
  new Set(Object.keys(settings) as (keyof CampaignSettingsInput)[])

/**
 * Creating, editing and deleting a campaign (POST, PUT, DELETE /api/campaigns…). Each is checked here first
 * (platform permission, the campaign's version and state, the settings per dialing mode, the references), so
 * the platform is only asked to do what can succeed; each attempt is recorded in the audit.
 */
export class CampaignEditService {
  private readonly trail: AuditTrail

  constructor(
    private readonly deps: CampaignDeps,
    private readonly details: CampaignDetailService,
    private readonly formOptions: CampaignFormOptionsService
  ) {
    this.trail = new AuditTrail(deps.handle.db, deps.now)
  }

  async create(caller: Caller, settings: CampaignSettingsInput): Promise<CampaignDetail> {
    const session = sessionOf(this.deps, caller)
    const created = await this.trail.track(
      caller,
      'create',
      result => ({ kind: 'campaign', id: result?.id ?? '', name: result?.name ?? settings.name }),
      async () => {
        requirePlatformPermission(caller, 'create')
        const phoneType = await this.checkSettings(caller, settings, fieldsOf(settings))
        return callPlatform(PLATFORM_PERMISSIONS_FOR.create, () =>
          outboundApi.createCampaign(session, toPlatformCampaignBody(settings, phoneType))
        )
      }
    )
    this.deps.state.snapshots.patchOwn(caller.platformToken, snapshot => {
      snapshot.campaigns.set(created.id, { campaign: created, progress: null })
    })
    await announceCampaignChanges(caller.orgId, [created.id])
    return this.details.detailOf(caller, created)
  }

  async update(caller: Caller, id: string, { version, changes }: CampaignUpdate): Promise<CampaignDetail> {
    const session = sessionOf(this.deps, caller)
    let name = id
    const updated = await this.trail.track(
      caller,
      'edit',
      () => ({ kind: 'campaign', id, name }),
      async () => {
        const current = await callPlatform(VIEW_PERMISSION, () => outboundApi.getCampaign(session, id))
        name = current.name
        requirePlatformPermission(caller, 'edit')
        if (current.version !== version) throw this.conflict(caller, current)
        if (['stopping', 'forced_stopping'].includes(readStatus(current.campaignStatus)))
          throw new ApiError(
            409,
            'campaign.busy',
            'The campaign is stopping; it can be changed once it is off.'
          )
        if (!isDialingMode(current.dialingMode))
          throw new ApiError(
            502,
            'platform.unavailable',
            'Genesys Cloud answered a dialing mode this app does not know.'
          )
        const settings: CampaignSettingsInput = {
          ...toCampaignSettings({ ...current, dialingMode: current.dialingMode }),
          callableTimeSetId: current.callableTimeSet?.id ?? null,
          ...changes
        }
        const phoneType = await this.checkSettings(caller, settings, fieldsOf(changes), current)
        const body = { ...toPlatformCampaignBody(settings, phoneType, current), version }
        try {
          return await callPlatform(PLATFORM_PERMISSIONS_FOR.edit, () =>
            outboundApi.updateCampaign(session, id, body)
          )
        } catch (error) {
          // Changed between our read and the write: answer the campaign as it is now.
          if (error instanceof ApiError && error.code === 'campaign.version_conflict')
            throw this.conflict(
              caller,
              await callPlatform(VIEW_PERMISSION, () => outboundApi.getCampaign(session, id))
            )
          throw error
        }
      },
      () => Object.keys(changes).sort().join(',')
    )
    await announceCampaignChanges(caller.orgId, [id])
    return this.details.detailOf(caller, updated)
  }

  async remove(caller: Caller, id: string): Promise<{ id: string }> {
    const session = sessionOf(this.deps, caller)
    let name = id
    await this.trail.track(
      caller,
      'delete',
      () => ({ kind: 'campaign', id, name }),
      async () => {
        const current = await callPlatform(VIEW_PERMISSION, () => outboundApi.getCampaign(session, id))
        name = current.name
        requirePlatformPermission(caller, 'delete')
        const status = readStatus(current.campaignStatus)
        if (ACTIVE_STATUSES.includes(status))
          throw new ApiError(
            409,
            'campaign.not_off',
            `The campaign is ${status}: stop it and wait until it is off before deleting it.`
          )
        await callPlatform(PLATFORM_PERMISSIONS_FOR.delete, () => outboundApi.deleteCampaign(session, id))
      }
    )
    this.deps.state.snapshots.patchOrg(caller.orgId, snapshot => void snapshot.campaigns.delete(id))
    await announceCampaignChanges(caller.orgId, [id])
    await new ProgressSampleRepository(this.deps.handle.db).deleteCampaign(caller.orgId, id)
    return { id }
  }

  /** The settings checked against the dialing mode and the person's choices; answers the phone column's type. */
  private async checkSettings(
    caller: Caller,
    settings: CampaignSettingsInput,
    given: ReadonlySet<keyof CampaignSettingsInput>,
    current?: PlatformCampaign
  ): Promise<string> {
    throwIfProblems(problemsForMode(settings))
    const options = await this.formOptions.data(caller)
    throwIfProblems(problemsWithReferences(settings, given, options))
    const column =
      options.contactLists
        .find(list => list.id === settings.contactListId)
        ?.phoneColumns.find(c => c.columnName === settings.phoneColumn) ??
      current?.phoneColumns.find(c => c.columnName === settings.phoneColumn)
    return column?.type ?? DEFAULT_PHONE_TYPE
  }

  /** 409 with the campaign as it now is (progress as last read), so the browser can show what changed. */
  private conflict(caller: Caller, current: PlatformCampaign): ApiError {
    const progress = this.deps.state.snapshots.find(caller.orgId, current.id)?.progress ?? null
    return new ApiError(
      409,
      'campaign.version_conflict',
      `Someone changed this campaign after you opened it (it is now at version ${current.version}). Review the changes and save again.`,
      { details: { current: toCampaignDetailCampaign(current, progress) ?? null } }
    )
  }
}
