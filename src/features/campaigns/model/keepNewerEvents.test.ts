import { campaignRow, overviewOf } from '../testing/fixtures'
import { keepNewerEvents } from './keepNewerEvents'

describe('keepNewerEvents', () => {
  it("keeps what an event told over the server's older view, and takes the server's newer one", () => {
    const shown = overviewOf([
      campaignRow('Spring', { status: 'on', version: 3 }),
      campaignRow('Winback', { status: 'off', version: 2 })
    ])
    const answer = overviewOf([
      campaignRow('Spring', {
        status: 'off',
        version: 2,
        progress: { called: 9, total: 10, percentage: 90 }
      }),
      campaignRow('Winback', { status: 'on', version: 3 })
    ])
    const merged = keepNewerEvents(shown, answer)
    expect(merged.campaigns.map(row => [row.status, row.version])).toEqual([
      ['on', 3],
      ['on', 3]
    ])
    // the answer's other news stays (progress), and the counts follow the statuses shown
    expect(merged.campaigns[0]!.progress).toEqual({ called: 9, total: 10, percentage: 90 })
    expect(merged.summary.byStatus).toMatchObject({ on: 2, off: 0 })
  })

  it("keeps progress events told ahead of the server's read at the same version; a newer version (a recycle) takes the server's", () => {
    const ahead = { called: 300, total: 400, percentage: 75 }
    const behind = { called: 120, total: 400, percentage: 30 }
    const shown = overviewOf([campaignRow('Spring', { status: 'on', version: 4, progress: ahead })])
    const same = keepNewerEvents(
      shown,
      overviewOf([campaignRow('Spring', { status: 'on', version: 4, progress: behind })])
    )
    expect(same.campaigns[0]!.progress).toEqual(ahead)
    const recycled = keepNewerEvents(
      shown,
      overviewOf([
        campaignRow('Spring', {
          status: 'on',
          version: 5,
          progress: { called: 0, total: 400, percentage: 0 }
        })
      ])
    )
    expect(recycled.campaigns[0]!.progress).toEqual({ called: 0, total: 400, percentage: 0 })
  })

  it("answers the server's answer itself when no event is newer", () => {
    const answer = overviewOf([campaignRow('Spring', { version: 4 })])
    expect(keepNewerEvents(overviewOf([campaignRow('Spring', { version: 4 })]), answer)).toBe(answer)
  })

  it('keeps the contacts remaining that events told below an older read, for the summary too (not on the page)', () => {
    const active = (remaining: number, version = 4) => ({
      id: 'id-away',
      status: 'on' as const,
      version,
      remaining
    })
    const shown = overviewOf([campaignRow('Spring')], { active: [active(65)] })
    const answer = overviewOf([campaignRow('Spring')], { active: [active(113)] })
    answer.summary.contactsRemaining = 30_113
    const merged = keepNewerEvents(shown, answer)
    expect(merged.active[0]!.remaining).toBe(65)
    expect(merged.summary.contactsRemaining).toBe(30_065)
    // a recycle since (a newer version) starts it anew: the answer's count stands
    const recycled = overviewOf([campaignRow('Spring')], { active: [active(400, 5)] })
    expect(keepNewerEvents(shown, recycled)).toBe(recycled)
  })
})
