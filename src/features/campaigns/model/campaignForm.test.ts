import type { CampaignSettings } from '@/shared/campaigns/campaignTypes'

import {
  changedSettings,
  emptyCampaignForm,
  fieldRules,
  formFromSettings,
  isFormDirty,
  serverFieldErrors,
  settingsFromForm,
  validateCampaignForm
} from './campaignForm'

const power: CampaignSettings = {
  name: 'Spring renewals',
  dialingMode: 'power',
  contactListId: 'cl-1',
  queueId: 'q-1',
  scriptId: 's-1',
  edgeGroupId: 'e-1',
  siteId: null,
  callAnalysisResponseSetId: 'car-1',
  divisionId: null,
  callerName: 'Demo CC',
  callerAddress: '+1 317 555 0100',
  abandonRate: 3,
  outboundLineCount: null,
  maxCallsPerAgent: null,
  priority: 3,
  phoneColumn: 'Cell',
  dncListIds: []
}

describe('the campaign form', () => {
  it('asks each dialing mode for what it needs', () => {
    const shown = (mode: Parameters<typeof fieldRules>[0]) =>
      Object.entries(fieldRules(mode))
        .filter(([, rule]) => rule === 'required')
        .map(([field]) => field)
        .sort()
    const always = ['callerAddress', 'callerName', 'contactListId', 'dialingMode', 'name', 'phoneColumn']
    expect(shown('agentless')).toEqual(
      [...always, 'callAnalysisResponseSetId', 'edgeGroupId', 'outboundLineCount'].sort()
    )
    expect(shown('preview')).toEqual([...always, 'queueId', 'scriptId'].sort())
    expect(shown('power')).toEqual(
      [...always, 'abandonRate', 'callAnalysisResponseSetId', 'edgeGroupId', 'queueId', 'scriptId'].sort()
    )
    expect(shown('predictive')).toEqual(shown('power'))
    expect(shown('progressive')).toEqual(
      [...always, 'callAnalysisResponseSetId', 'edgeGroupId', 'queueId', 'scriptId'].sort()
    )
    expect(fieldRules('agentless').maxCallsPerAgent).toBe('hidden')
    expect(fieldRules('preview').maxCallsPerAgent).toBe('optional')
  })

  it('accepts valid settings and reads them back unchanged', () => {
    const form = formFromSettings(power)
    expect(validateCampaignForm(form)).toEqual({})
    expect(settingsFromForm(form)).toEqual(power)
  })

  it('requires what the mode needs, only that', () => {
    expect(validateCampaignForm(emptyCampaignForm('agentless'))).toEqual({
      name: 'required',
      contactListId: 'required',
      phoneColumn: 'required',
      edgeGroupId: 'required',
      callAnalysisResponseSetId: 'required',
      outboundLineCount: 'required',
      callerName: 'required',
      callerAddress: 'required'
    })
    expect(Object.keys(validateCampaignForm(emptyCampaignForm('preview')))).not.toContain('edgeGroupId')
  })

  it('takes a site in place of an edge group, and sends it', () => {
    const form = { ...formFromSettings(power), edgeGroupId: '', siteId: 'site-1' }
    expect(validateCampaignForm(form)).toEqual({})
    expect(settingsFromForm(form)).toEqual({ ...power, edgeGroupId: null, siteId: 'site-1' })
    expect(fieldRules('power', true).edgeGroupId).toBe('optional')
    expect(fieldRules('preview').siteId).toBe('hidden')
    expect(settingsFromForm({ ...form, dialingMode: 'preview' }).siteId).toBeNull()
  })

  it('checks ranges and shapes', () => {
    const form = formFromSettings(power)
    expect(validateCampaignForm({ ...form, abandonRate: '101' })).toEqual({ abandonRate: 'abandonRateRange' })
    expect(validateCampaignForm({ ...form, priority: '6' })).toEqual({ priority: 'priorityRange' })
    expect(validateCampaignForm({ ...form, priority: '2.5' })).toEqual({ priority: 'priorityRange' })
    expect(validateCampaignForm({ ...form, maxCallsPerAgent: '0' })).toEqual({
      maxCallsPerAgent: 'positiveInteger'
    })
    expect(validateCampaignForm({ ...form, callerAddress: 'call me' })).toEqual({
      callerAddress: 'phoneInvalid'
    })
    expect(validateCampaignForm({ ...form, name: 'x'.repeat(101) })).toEqual({ name: 'nameRule.tooLong' })
  })

  it('checks the names with the one rule for names (src/shared/text/humanName.test.ts has every case)', () => {
    const form = formFromSettings(power)
    expect(validateCampaignForm({ ...form, name: 'Spring\u0000Renewals' })).toEqual({
      name: 'nameRule.controlCharacters'
    })
    expect(validateCampaignForm({ ...form, name: 'Spring \u202eslaweneR' })).toEqual({
      name: 'nameRule.invisibleCharacters'
    })
    expect(validateCampaignForm({ ...form, callerName: 'Demo\u200bCC' })).toEqual({
      callerName: 'nameRule.invisibleCharacters'
    })
    expect(validateCampaignForm({ ...form, name: '   ' })).toEqual({ name: 'required' })
  })

  it('sends null for what the mode does not ask for', () => {
    const agentless = settingsFromForm({
      ...formFromSettings(power),
      dialingMode: 'agentless',
      outboundLineCount: '10'
    })
    expect(agentless).toMatchObject({
      queueId: null,
      scriptId: null,
      abandonRate: null,
      outboundLineCount: 10
    })
  })

  it('sends only the changed fields, and knows when the form is dirty', () => {
    const form = { ...formFromSettings(power), priority: '1', callerName: 'Demo' }
    expect(changedSettings(power, settingsFromForm(form))).toEqual({ priority: 1, callerName: 'Demo' })
    expect(isFormDirty(power, formFromSettings(power))).toBe(false)
    expect(isFormDirty(power, form)).toBe(true)
  })

  it('treats the do-not-call lists as a set: their order is no change', () => {
    const attached = { ...power, dncListIds: ['dnc-1', 'dnc-2'] }
    const reordered = { ...formFromSettings(attached), dncListIds: ['dnc-2', 'dnc-1'] }
    expect(isFormDirty(attached, reordered)).toBe(false)
    expect(changedSettings(attached, settingsFromForm(reordered))).toEqual({})
    const detached = { ...formFromSettings(attached), dncListIds: ['dnc-2'] }
    expect(isFormDirty(attached, detached)).toBe(true)
    expect(changedSettings(attached, settingsFromForm(detached))).toEqual({ dncListIds: ['dnc-2'] })
    // the form's list is its own: changing it leaves the saved settings alone
    formFromSettings(attached).dncListIds.push('dnc-3')
    expect(attached.dncListIds).toEqual(['dnc-1', 'dnc-2'])
  })

  it("puts the server's 400 problems at their fields", () => {
    expect(
      serverFieldErrors(
        'The body is not valid: data.changes.abandonRate: must be at most 100; data.changes.name: too long'
      )
    ).toEqual({
      abandonRate: 'data.changes.abandonRate: must be at most 100',
      name: 'data.changes.name: too long'
    })
    expect(serverFieldErrors('x', { issues: [{ path: ['data', 'priority'], message: 'Too high' }] })).toEqual(
      {
        priority: 'Too high'
      }
    )
    expect(serverFieldErrors('Something else entirely')).toEqual({})
  })
})
