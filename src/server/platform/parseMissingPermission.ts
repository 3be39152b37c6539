/** What a platform 403 says is missing: every permission it lists is needed, or (`anyOf`) any one would do. */
export interface MissingPermissions {
  permissions: string[]
  anyOf: boolean
}

// The platform's two wordings of a 403 (codes missing.permissions and missing.any.permissions):
//   "Unable to perform the requested action. You are missing the following permission(s): a, b"
//   "Unable to perform the requested action. You must have at least one of the following permissions
//    assigned: [a, b]"
// The list may be bracketed or not, separated by commas or spaces.
const ALL_OF = /missing the following permissions?(?:\(s\))?\s*:\s*(.*)$/is
const ANY_OF = /at least one of the following permissions?(?:\(s\))?(?:\s+assigned)?\s*:\s*(.*)$/is
const PERMISSION_SHAPE = /^[\w*]+(?::[\w*]+){1,3}$/

/** The leading run of permission names in `list` ("[a, b]", "a, b", "a b."); what follows them is prose. */
function namesIn(list: string): string[] {
  const bracketed = /^\[([^\]]*)\]/.exec(list.trim())
  const names: string[] = []
  for (const word of (bracketed ? bracketed[1]! : list).split(/[\s,;]+/).filter(Boolean)) {
    const name = word.replace(/^[[(]+|[.\])]+$/g, '')
    if (!PERMISSION_SHAPE.test(name)) break
    if (!names.includes(name)) names.push(name)
  }
  return names
}

/** The permissions a platform 403 message names as missing, or undefined when it names none. */
export function parseMissingPermissions(message: string | undefined): MissingPermissions | undefined {
  if (!message) return undefined
  const anyOf = ANY_OF.exec(message)
  const list = anyOf ?? ALL_OF.exec(message)
  const permissions = list ? namesIn(list[1] ?? '') : []
  if (permissions.length === 0) return undefined
  return { permissions, anyOf: anyOf !== null && permissions.length > 1 }
}

/** The first permission a platform 403 message names as missing, or undefined when it names none. */
export const parseMissingPermission = (message: string | undefined): string | undefined =>
  parseMissingPermissions(message)?.permissions[0]
