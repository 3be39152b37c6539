import { campaignRow, livePerformance } from '../testing/fixtures'
import { createOverviewTopics, overviewTopics } from './overviewTopics'

const rowsOf = (count: number, status: 'on' | 'off' = 'off') =>
  Array.from({ length: count }, (_, i) => campaignRow(`Row ${i + 1}`, { status }))

describe('the topics the overview follows', () => {
  it('follows every row (status and progress) and every active campaign while they fit', () => {
    const rows = rowsOf(3)
    const { topics, covered } = overviewTopics(rows, [
      { id: 'elsewhere', status: 'on', version: 1, remaining: 5 }
    ])
    expect(covered).toBe(true)
    expect(topics).toEqual(
      [
        'v2.outbound.campaigns.elsewhere',
        'v2.outbound.campaigns.elsewhere.progress',
        ...rows.flatMap(row => [
          `v2.outbound.campaigns.${row.id}`,
          `v2.outbound.campaigns.${row.id}.progress`
        ])
      ].sort()
    )
  })

  it('a page larger than its share follows the active campaigns first, then the rows from the top', () => {
    const rows = rowsOf(2000)
    const running = campaignRow('Running at the bottom', { status: 'on' })
    const page = [...rows, running]
    const { topics, covered } = overviewTopics(page, [
      { id: running.id, status: 'on', version: 1, remaining: 5 }
    ])
    expect(covered).toBe(false)
    expect(topics).toHaveLength(900)
    expect(topics).toContain(`v2.outbound.campaigns.${running.id}`)
    expect(topics).toContain(`v2.outbound.campaigns.${running.id}.progress`)
    // statuses before progress: 898 rows from the top have their status followed, none its progress
    expect(topics).toContain(`v2.outbound.campaigns.${rows[0]!.id}`)
    expect(topics).toContain(`v2.outbound.campaigns.${rows[897]!.id}`)
    expect(topics).not.toContain(`v2.outbound.campaigns.${rows[898]!.id}`)
    expect(topics.filter(topic => topic.endsWith('.progress'))).toEqual([
      `v2.outbound.campaigns.${running.id}.progress`
    ])
  })

  it('the same campaigns in another order are the same subscription', () => {
    const rows = rowsOf(5)
    expect(overviewTopics([...rows].reverse(), []).topics).toEqual(overviewTopics(rows, []).topics)
  })
})

describe('createOverviewTopics', () => {
  const active = [{ id: 'elsewhere', status: 'on' as const, version: 1, remaining: 5 }]

  it('answers the same topics (the same array) while only the rows’ progress changes', () => {
    const topicsOf = createOverviewTopics()
    const rows = rowsOf(3, 'on')
    const first = topicsOf(rows, active)
    const progressed = rows.map(row => ({ ...row, progress: { called: 9, total: 10, percentage: 90 } }))
    expect(topicsOf(progressed, [{ ...active[0]!, remaining: 1 }])).toBe(first)
  })

  it('makes them again when a row starts dialing, the rows change or another campaign becomes active', () => {
    const topicsOf = createOverviewTopics()
    const rows = rowsOf(3, 'on')
    const first = topicsOf(rows, active)
    const dialing = rows.map((row, i) => (i === 1 ? { ...row, performance: livePerformance() } : row))
    const withStats = topicsOf(dialing, active)
    expect(withStats.topics).toContain(`v2.outbound.campaigns.${rows[1]!.id}.stats`)
    expect(withStats).toEqual(overviewTopics(dialing, active))
    const reordered = [...dialing].reverse()
    expect(topicsOf(reordered, active)).not.toBe(withStats)
    const more = topicsOf(reordered, [...active, { id: 'another', status: 'on', version: 1, remaining: 5 }])
    expect(more.topics).toContain('v2.outbound.campaigns.another')
    expect(first.topics).not.toContain(`v2.outbound.campaigns.${rows[1]!.id}.stats`)
  })
})
