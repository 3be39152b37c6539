import { DEFAULT_OVERVIEW_PARAMS } from '@/shared/campaigns/campaignTypes'
/** @jest-environment node */
import { campaignOverviewQuerySchema } from './campaignOverviewQuery'

const parse = (query: Record<string, string | string[]>) => campaignOverviewQuerySchema.safeParse(query)
const messages = (query: Record<string, string | string[]>) => {
  const result = parse(query)
  return result.success ? [] : result.error.issues.map(issue => issue.message)
}

describe('campaignOverviewQuerySchema', () => {
  it('fills in every default', () => {
    expect(parse({}).data).toEqual(DEFAULT_OVERVIEW_PARAMS)
    expect(DEFAULT_OVERVIEW_PARAMS).toMatchObject({ sort: 'name:asc', page: 1, pageSize: 100 })
  })

  it('reads comma-separated lists (each value once) and a sort without direction', () => {
    expect(
      parse({ status: 'on, stopping,on', dialingMode: 'power', sort: 'progress', q: '  spring ' }).data
    ).toMatchObject({
      status: ['on', 'stopping'],
      dialingMode: ['power'],
      sort: 'progress:asc',
      q: 'spring'
    })
  })

  it('treats an empty value as not given', () => {
    expect(parse({ status: '', q: '' }).data).toMatchObject({ status: [], q: '' })
  })

  it('names the values it refuses', () => {
    expect(messages({ status: 'on,running' })).toEqual([
      'status: "running" is not a status (on, stopping, off, complete, invalid, forced_off, forced_stopping).'
    ])
    expect(messages({ divisionId: 'a/b' })).toEqual(['divisionId: "a/b" is not an id.'])
    expect(messages({ pageSize: '2001' })).toEqual(['pageSize must be a whole number from 1 to 2000.'])
    expect(messages({ status: ['on', 'off'] })).toEqual([
      'status must be given once (separate values with commas).'
    ])
  })
})
