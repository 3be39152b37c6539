import { campaignRow } from '../testing/fixtures'
import { overviewTopics } from './overviewTopics'

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
