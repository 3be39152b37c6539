import { isRole, type Role } from '@/shared/acl'
import { humanNameProblem, normaliseHumanName } from '@/shared/text/humanName'
import type { NewUser } from '@/shared/users/userTypes'

export interface NewUserForm {
  fullName: string
  email: string
  role: Role | ''
}

/**
 * A field's problem, as the i18n key under `users.validation` that explains it, or (the name) a key of the
 * shared name rule's texts, `nameRule.*`.
 */
export type NewUserErrors = Partial<Record<keyof NewUserForm, string>>

// The same limits the API applies (docs/access-control.md): checking here saves a round trip, the server
// still has the last word. The name follows the one rule for names (src/shared/text/humanName.ts).
const EMAIL_MAX = 254
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The form's values as the API takes them: the name trimmed with inner spaces made one, the address trimmed. */
export const normaliseNewUser = (form: NewUserForm) => ({
  fullName: normaliseHumanName(form.fullName),
  email: form.email.trim(),
  role: form.role
})

/** The field errors of the add-user form (none: it can be sent), given the roles the person may give. */
export function validateNewUser(form: NewUserForm, allowedRoles: readonly Role[]): NewUserErrors {
  const { email, role } = normaliseNewUser(form)
  const errors: NewUserErrors = {}
  const nameProblem = humanNameProblem(form.fullName)
  if (nameProblem) errors.fullName = `nameRule.${nameProblem}`
  if (email === '') errors.email = 'emailRequired'
  else if (email.length > EMAIL_MAX) errors.email = 'emailTooLong'
  else if (!EMAIL_SHAPE.test(email)) errors.email = 'emailInvalid'
  if (!isRole(role) || !allowedRoles.includes(role)) errors.role = 'roleRequired'
  return errors
}

/** The values to send, once validateNewUser found nothing. */
export function toNewUser(form: NewUserForm): NewUser {
  const { fullName, email, role } = normaliseNewUser(form)
  if (!isRole(role)) throw new Error('toNewUser: validate the form first')
  return { fullName, email, role }
}
