/** @jest-environment node */
import type { CampaignSettings } from '@/shared/campaigns/campaignTypes'
import { ApiError } from '@/server/access/ApiError'
import type { FormOptionsData } from './campaignState'
import { problemsForMode, problemsWithReferences, throwIfProblems } from './validateCampaignSettings'

const settings = (changes: Partial<CampaignSettings>): CampaignSettings => ({
  name: 'x',
  dialingMode: 'preview',
  contactListId: 'l1',
  queueId: null,
  scriptId: null,
  edgeGroupId: null,
  siteId: null,
  callAnalysisResponseSetId: null,
  divisionId: null,
  callerName: 'Demo',
  callerAddress: '+1555',
  abandonRate: null,
  outboundLineCount: null,
  maxCallsPerAgent: null,
  priority: null,
  phoneColumn: 'Cell',
  dncListIds: [],
  ...changes
})

const fieldsFor = (changes: Partial<CampaignSettings>) => problemsForMode(settings(changes)).map(p => p.field)

describe('problemsForMode', () => {
  it.each([
    ['agentless', ['edgeGroupId', 'callAnalysisResponseSetId', 'outboundLineCount']],
    ['preview', ['queueId', 'scriptId']],
    ['power', ['queueId', 'scriptId', 'edgeGroupId', 'callAnalysisResponseSetId', 'abandonRate']],
    ['predictive', ['queueId', 'scriptId', 'edgeGroupId', 'callAnalysisResponseSetId', 'abandonRate']],
    ['progressive', ['queueId', 'scriptId', 'edgeGroupId', 'callAnalysisResponseSetId']],
    ['external', ['queueId', 'scriptId', 'edgeGroupId', 'callAnalysisResponseSetId']]
  ] as const)('asks a bare %s campaign for %j', (dialingMode, fields) => {
    expect(fieldsFor({ dialingMode })).toEqual(fields)
  })

  it('takes a site in place of an edge group', () => {
    expect(fieldsFor({ dialingMode: 'progressive', siteId: 'site-1' })).toEqual([
      'queueId',
      'scriptId',
      'callAnalysisResponseSetId'
    ])
    expect(problemsForMode(settings({ dialingMode: 'power' }))[2]?.message).toBe(
      'edgeGroupId (or siteId) is required for power campaigns.'
    )
  })

  it('is satisfied by what the mode needs', () => {
    expect(
      fieldsFor({
        dialingMode: 'agentless',
        edgeGroupId: 'e',
        callAnalysisResponseSetId: 'r',
        outboundLineCount: 5
      })
    ).toEqual([])
    expect(problemsForMode(settings({ dialingMode: 'preview' }))[0]?.message).toBe(
      'queueId is required for preview campaigns.'
    )
  })
})

describe('problemsWithReferences', () => {
  const options: FormOptionsData = {
    contactLists: [{ id: 'l1', name: 'List', phoneColumns: [{ columnName: 'Cell', type: 'cell' }] }],
    queues: [{ id: 'q1', name: 'Queue' }],
    scripts: [],
    edgeGroups: [],
    callAnalysisResponseSets: [],
    divisions: [],
    dncLists: []
  }
  const all = new Set<keyof CampaignSettings>(['contactListId', 'queueId', 'scriptId', 'phoneColumn'])

  it('names references nobody can choose and a column the list lacks', () => {
    const problems = problemsWithReferences(settings({ queueId: 'q9', phoneColumn: 'Fax' }), all, options)
    expect(problems.map(p => p.field)).toEqual(['queueId', 'phoneColumn'])
    expect(problems[1]?.message).toBe(
      'phoneColumn: the contact list "List" has no phone column "Fax" (it has Cell).'
    )
  })

  it('leaves to the platform a list the person cannot read, and fields not changed', () => {
    expect(problemsWithReferences(settings({ scriptId: 's9' }), all, options)).toEqual([])
    expect(problemsWithReferences(settings({ queueId: 'q9' }), new Set(['name']), options)).toEqual([])
  })

  it('knows one site, the organisation’s default: another one is refused when chosen', () => {
    const withSite = { ...options, defaultSiteId: 'site-1' }
    const chosen = new Set<keyof CampaignSettings>(['siteId'])
    expect(problemsWithReferences(settings({ siteId: 'site-1' }), chosen, withSite)).toEqual([])
    expect(problemsWithReferences(settings({ siteId: 'site-9' }), chosen, withSite)).toEqual([
      { field: 'siteId', message: 'siteId: there is no site site-9 you can use.' }
    ])
    expect(problemsWithReferences(settings({ siteId: 'site-9' }), new Set(['name']), withSite)).toEqual([])
    expect(problemsWithReferences(settings({ siteId: 'site-9' }), chosen, options)).toEqual([])
  })

  it('throws one 400 naming every problem and its fields', () => {
    expect(() => throwIfProblems([])).not.toThrow()
    try {
      throwIfProblems(problemsForMode(settings({ dialingMode: 'preview' })))
      throw new Error('no error')
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({
        status: 400,
        code: 'request.invalid',
        details: { fields: ['queueId', 'scriptId'] }
      })
    }
  })
})
