/**
 * Checks a DncList body (POST and PUT), every problem at once: a name; `dncSourceType` rds, rds_custom, dnc.com
 * (needs `loginId`) or gryphon (needs `licenseId`); `contactMethod` Phone (the default), Email or WhatsApp;
 * `dncCodes` a list of strings; a division of the caller's organisation.
 */
import { fail, type Outcome } from '../outcome'
import { isObject, Problems } from '../kit/bodyProblems'
import { CONTACT_METHODS, DNC_SOURCE_TYPES, type DncListInput } from './dncListRecord'
import type { ListContext } from './validateContactList'

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

export function validateDncList(value: unknown, context: ListContext): Outcome<DncListInput> {
  if (!isObject(value)) return fail(400, 'bad.request', 'The request body must be a DncList object.')
  const problems = new Problems()
  const name = text(value.name)
  if (!name) problems.add('name', 'required', 'name is required.')
  const source = DNC_SOURCE_TYPES.find(type => type === value.dncSourceType)
  if (!source) {
    problems.add(
      'dncSourceType',
      value.dncSourceType === undefined ? 'required' : 'invalid.value',
      `dncSourceType must be one of ${DNC_SOURCE_TYPES.join(', ')}.`
    )
  }
  const method =
    value.contactMethod === undefined || value.contactMethod === null
      ? 'Phone'
      : CONTACT_METHODS.find(m => m === value.contactMethod)
  if (!method)
    problems.add(
      'contactMethod',
      'invalid.value',
      `contactMethod must be one of ${CONTACT_METHODS.join(', ')}.`
    )
  const loginId = text(value.loginId)
  const licenseId = text(value.licenseId)
  if (source === 'dnc.com' && !loginId)
    problems.add('loginId', 'required', 'loginId is required for dnc.com lists.')
  if (source === 'gryphon' && !licenseId)
    problems.add('licenseId', 'required', 'licenseId is required for gryphon lists.')
  const codes = value.dncCodes
  if (
    codes !== undefined &&
    codes !== null &&
    (!Array.isArray(codes) || !codes.every(code => typeof code === 'string'))
  ) {
    problems.add('dncCodes', 'invalid.value', 'dncCodes must be a list of strings.')
  }
  let divisionId = context.homeDivisionId
  if (value.division !== undefined && value.division !== null) {
    const id = isObject(value.division) ? text(value.division.id) : undefined
    if (!id || !context.hasDivision(id))
      problems.add('division', 'not.found', 'division: no such division in this organization.', id)
    else divisionId = id
  }
  if (problems.any || !name || !source || !method) return problems.failure('DNC list')
  return {
    ok: true,
    value: {
      name,
      divisionId,
      dncSourceType: source,
      contactMethod: method,
      loginId,
      licenseId,
      dncCodes: Array.isArray(codes) ? [...(codes as string[])] : undefined,
      campaignId: text(value.campaignId),
      customExclusionColumn: text(value.customExclusionColumn)
    }
  }
}
