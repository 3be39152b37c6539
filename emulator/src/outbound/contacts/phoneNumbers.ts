/**
 * Phone numbers compared the way the dialer compares them against do-not-call lists: in E.164. Deliberately
 * simple (no numbering-plan metadata): separators are dropped, `00` becomes `+`, and a bare 10-digit number is
 * taken as North American (+1), the one national format the platform's US-centric DNC sources assume.
 */

/** `+` and 7 to 15 digits: the shape of an E.164 number. */
const E164 = /^\+[1-9]\d{6,14}$/

export function toE164(raw: string): string | undefined {
  const trimmed = raw.trim()
  if (!trimmed) return undefined
  const digits = trimmed.replace(/\D/g, '')
  let candidate: string
  if (trimmed.startsWith('+')) candidate = `+${digits}`
  else if (digits.startsWith('00')) candidate = `+${digits.slice(2)}`
  else if (digits.length === 10) candidate = `+1${digits}`
  else candidate = `+${digits}`
  return E164.test(candidate) ? candidate : undefined
}
