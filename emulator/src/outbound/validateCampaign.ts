/**
 * Checks a Campaign body (POST and PUT) the way the platform does, reporting every problem at once: required
 * fields, the per-dialing-mode rules (queue and script except agentless; edge group or site and call-analysis
 * response set except preview; abandonRate for power and predictive; outboundLineCount for agentless), ranges,
 * and references to things the caller's organisation does not have.
 */
import { DIALING_MODES, type CampaignInput, type DialingMode } from './campaignRecord'
import { bool, contactSorts, num, phoneColumns, ref, refList, text } from './campaignFields'
import { isObject, Problems } from './kit/bodyProblems'
import type { ErrorDetail } from './outboundError'
import type { ReferenceLookup } from './outboundResources'

export type Validation =
  { ok: true; value: CampaignInput } | { ok: false; message: string; details: ErrorDetail[] }

export function validateCampaign(input: unknown, lookup: ReferenceLookup): Validation {
  if (!isObject(input)) {
    return {
      ok: false,
      message: 'The request body must be a Campaign object.',
      details: [{ errorCode: 'invalid.value' }]
    }
  }
  const body = input
  const problems = new Problems()

  const name = text(body, 'name', problems, true)
  const callerName = text(body, 'callerName', problems, true)
  const callerAddress = text(body, 'callerAddress', problems, true)

  let dialingMode: DialingMode | undefined
  if (body.dialingMode === undefined || body.dialingMode === null || body.dialingMode === '') {
    problems.add('dialingMode', 'required', 'dialingMode is required.')
  } else if (!DIALING_MODES.includes(body.dialingMode as DialingMode)) {
    problems.add(
      'dialingMode',
      'invalid.value',
      `dialingMode must be one of ${DIALING_MODES.join(', ')}, got ${JSON.stringify(body.dialingMode)}.`
    )
  } else {
    dialingMode = body.dialingMode as DialingMode
  }

  const contactList = ref(body, 'contactList', problems, id => lookup.contactList(id), 'contact list')
  if (body.contactList === undefined || body.contactList === null) {
    problems.add('contactList', 'required', 'contactList is required.')
  }
  const columns = phoneColumns(body, problems, contactList?.found)

  const queue = ref(body, 'queue', problems, id => lookup.queue(id), 'queue')
  const script = ref(body, 'script', problems, id => lookup.script(id), 'script')
  const edgeGroup = ref(body, 'edgeGroup', problems, id => lookup.edgeGroup(id), 'edge group')
  const site = ref(body, 'site', problems, id => (lookup.hasSite(id) ? id : undefined), 'site')
  const responseSet = ref(
    body,
    'callAnalysisResponseSet',
    problems,
    id => lookup.responseSet(id),
    'call analysis response set'
  )
  const division = ref(
    body,
    'division',
    problems,
    id => (lookup.hasDivision(id) ? id : undefined),
    'division'
  )
  const callableTimeSet = ref(
    body,
    'callableTimeSet',
    problems,
    id => lookup.callableTimeSet(id),
    'callable time set'
  )

  const abandonRate = num(body, 'abandonRate', problems, { min: 0, max: 100 })
  const outboundLineCount = num(body, 'outboundLineCount', problems, { min: 1, max: 10_000, integer: true })
  const maxCallsPerAgent = num(body, 'maxCallsPerAgent', problems, { min: 1, max: 15, integer: true })
  const priority = num(body, 'priority', problems, { min: 1, max: 5, integer: true })
  const previewTimeOutSeconds = num(body, 'previewTimeOutSeconds', problems, {
    min: 0,
    max: 1200,
    integer: true
  })
  const noAnswerTimeout = num(body, 'noAnswerTimeout', problems, { min: 0, max: 120, integer: true })

  // The per-mode rules; a field already reported as malformed is not reported again as missing.
  if (dialingMode) {
    const given = (field: string) => body[field] !== undefined && body[field] !== null
    const mode = dialingMode
    if (mode !== 'agentless') {
      if (!given('queue')) problems.add('queue', 'required', `queue is required for ${mode} campaigns.`)
      if (!given('script')) problems.add('script', 'required', `script is required for ${mode} campaigns.`)
    }
    if (mode !== 'preview') {
      if (!given('edgeGroup') && !given('site')) {
        problems.add('edgeGroup', 'required', `edgeGroup (or site) is required for ${mode} campaigns.`)
      }
      if (!given('callAnalysisResponseSet')) {
        problems.add(
          'callAnalysisResponseSet',
          'required',
          `callAnalysisResponseSet is required for ${mode} campaigns.`
        )
      }
    }
    if ((mode === 'power' || mode === 'predictive') && !given('abandonRate')) {
      problems.add('abandonRate', 'required', `abandonRate is required for ${mode} campaigns.`)
    }
    if (mode === 'agentless' && !given('outboundLineCount')) {
      problems.add('outboundLineCount', 'required', 'outboundLineCount is required for agentless campaigns.')
    }
  }

  const dncLists = refList(body, 'dncLists', problems).flatMap((item, index) => {
    const found = lookup.dncList(item.id)
    if (found) return [{ id: item.id, name: found.name }]
    problems.add(
      `dncLists[${index}]`,
      'not.found',
      `dncLists[${index}]: no DNC list with id ${item.id} in this organization.`,
      item.id
    )
    return []
  })
  const ruleSets = refList(body, 'ruleSets', problems)
  const contactListFilters = refList(body, 'contactListFilters', problems)
  const sorts = contactSorts(body, problems)
  const skipPreviewDisabled = bool(body, 'skipPreviewDisabled', problems, false)
  const alwaysRunning = bool(body, 'alwaysRunning', problems, false)
  const language = text(body, 'callAnalysisLanguage', problems, false)

  if (problems.details.length > 0 || !name || !callerName || !callerAddress || !dialingMode || !contactList) {
    return {
      ok: false,
      message: `The campaign is not valid: ${problems.messages.join(' ')}`,
      details: problems.details
    }
  }
  return {
    ok: true,
    value: {
      name,
      divisionId: division?.id ?? lookup.homeDivisionId,
      dialingMode,
      contactListId: contactList.id,
      queueId: queue?.id,
      scriptId: script?.id,
      edgeGroupId: edgeGroup?.id,
      siteId: site?.id,
      callAnalysisResponseSetId: responseSet?.id,
      phoneColumns: columns,
      abandonRate,
      outboundLineCount,
      maxCallsPerAgent,
      callerName,
      callerAddress,
      priority: priority ?? 5,
      dncLists,
      ruleSets,
      contactListFilters,
      callableTimeSet: callableTimeSet
        ? { id: callableTimeSet.id, name: callableTimeSet.found.name }
        : undefined,
      contactSorts: sorts,
      skipPreviewDisabled,
      previewTimeOutSeconds: previewTimeOutSeconds ?? 0,
      alwaysRunning,
      noAnswerTimeout: noAnswerTimeout ?? 30,
      callAnalysisLanguage: language ?? 'en-US'
    }
  }
}
