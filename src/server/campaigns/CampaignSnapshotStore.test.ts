/** @jest-environment node */
import type { PlatformCampaign } from '@/server/platform'
import { CampaignSnapshotStore, type CampaignSnapshot } from './CampaignSnapshotStore'

const snapshotOf = (orgId: string, ids: string[]): CampaignSnapshot => ({
  orgId,
  takenAt: 1000,
  checkedAt: 1000,
  progressAt: 1000,
  campaigns: new Map(
    ids.map(id => [
      id,
      { campaign: { id, name: id, version: 1 } as unknown as PlatformCampaign, progress: null }
    ])
  )
})

describe('CampaignSnapshotStore.changedElsewhere', () => {
  const limits = { ttlMs: 60_000, now: 2000 }

  it("marks the campaigns another process changed in every snapshot of the organisation, not another's", async () => {
    const store = new CampaignSnapshotStore()
    const { snapshot: avery } = await store.get('avery', 'org-1', limits, async () =>
      snapshotOf('org-1', ['c1'])
    )
    const { snapshot: sam } = await store.get('sam', 'org-1', limits, async () => snapshotOf('org-1', ['c1']))
    const { snapshot: nina } = await store.get('nina', 'org-2', limits, async () =>
      snapshotOf('org-2', ['n1'])
    )
    store.changedElsewhere('org-1', ['c1', 'c2'])
    store.changedElsewhere('org-1', ['c3'])
    expect([...(avery.changedElsewhere ?? [])]).toEqual(['c1', 'c2', 'c3'])
    expect([...(sam.changedElsewhere ?? [])]).toEqual(['c1', 'c2', 'c3'])
    expect(nina.changedElsewhere).toBeUndefined()
    // still reused: the next overview call reads just those again
    expect((await store.get('avery', 'org-1', limits, async () => snapshotOf('org-1', []))).fresh).toBe(false)
  })

  it('has the snapshots of the organisation taken anew when the message names no campaigns', async () => {
    const store = new CampaignSnapshotStore()
    await store.get('avery', 'org-1', limits, async () => snapshotOf('org-1', ['c1']))
    store.changedElsewhere('org-1', null)
    const again = await store.get('avery', 'org-1', limits, async () => snapshotOf('org-1', ['c1', 'c2']))
    expect(again.fresh).toBe(true)
    expect([...again.snapshot.campaigns.keys()]).toEqual(['c1', 'c2'])
  })

  it('marks a snapshot being taken once it lands (it may have read the list before the change)', async () => {
    const store = new CampaignSnapshotStore()
    let land: (snapshot: CampaignSnapshot) => void = () => undefined
    const taking = store.get('avery', 'org-1', limits, () => new Promise(resolve => (land = resolve)))
    store.changedElsewhere('org-1', ['c1'])
    land(snapshotOf('org-1', ['c1']))
    const { snapshot } = await taking
    expect([...(snapshot.changedElsewhere ?? [])]).toEqual(['c1'])
  })
})
