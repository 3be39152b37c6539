import { detailOf, formOptions, powerSettings } from '../testing/fixtures'
import { choicesFor, dncListNames, nameOf, referenceName, siteChoices } from './optionNames'

const UNNAMED = '— (not named)'
const SET = '15000000-0000-4000-8000-000000000001'

describe('the names of a campaign’s references (issue 33: never a raw id)', () => {
  const settings = { ...powerSettings, callAnalysisResponseSetId: SET, dncListIds: ['dnc-9'] }
  const named = detailOf(settings, {
    referenceNames: { [SET]: 'Default Call Analysis', 'dnc-9': 'Regional opt-outs' }
  }).campaign
  const unnamed = detailOf(settings).campaign

  it('names a reference the options do not list by the name the campaign’s own reference carries', () => {
    // read-only settings load no options; a supervisor's options have no response sets
    for (const options of [null, { ...formOptions, callAnalysisResponseSets: [] }])
      expect(nameOf('callAnalysisResponseSetId', SET, options, named, UNNAMED)).toBe('Default Call Analysis')
    expect(choicesFor('callAnalysisResponseSetId', null, SET, named, UNNAMED)).toEqual([
      { id: SET, name: 'Default Call Analysis' }
    ])
    expect(dncListNames(['dnc-1', 'dnc-9'], formOptions, named, UNNAMED)).toEqual([
      'Customer opt-outs',
      'Regional opt-outs'
    ])
  })

  it('says in words that the name is not known, rather than showing the id', () => {
    expect(nameOf('callAnalysisResponseSetId', SET, null, unnamed, UNNAMED)).toBe(UNNAMED)
    expect(siteChoices(null, 'site-7', 'Default site', unnamed, UNNAMED)).toEqual([
      { id: 'site-7', name: UNNAMED }
    ])
    // a row reference whose name the server filled with its id is no name either
    expect(referenceName('q-9', { queue: { id: 'q-9', name: 'q-9' } }, UNNAMED)).toBe(UNNAMED)
    expect(referenceName('q-9', { queue: { id: 'q-9', name: 'Retention' } }, UNNAMED)).toBe('Retention')
  })

  it('prefers the options’ own names, and keeps an empty value empty', () => {
    expect(nameOf('queueId', 'q-1', formOptions, unnamed, UNNAMED)).toBe('Sales')
    expect(nameOf('queueId', null, formOptions, unnamed, UNNAMED)).toBeNull()
  })
})
