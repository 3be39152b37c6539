/**
 * Whether a Genesys Cloud user's permission strings grant `wanted` (`domain:entity:action`). A `*` segment
 * matches any value there (`outbound:*:*`, `outbound:campaign:*`, `*:*:*`), and a trailing `*` matches
 * whatever follows (`outbound:*`, `*`). Compared ignoring case, as the platform's names are.
 */
export function grantsPermission(granted: readonly string[], wanted: string): boolean {
  const want = wanted.toLowerCase().split(':')
  return granted.some(permission => {
    const have = permission.toLowerCase().split(':')
    for (let index = 0; index < want.length; index++) {
      const part = have[index]
      if (part === undefined) return false
      if (part === '*' && index === have.length - 1) return true
      if (part !== '*' && part !== want[index]) return false
    }
    return have.length === want.length
  })
}

/** Whether the permissions grant at least one of `wanted` (what an action any of several permissions opens needs). */
export const grantsAnyPermission = (granted: readonly string[], wanted: readonly string[]): boolean =>
  wanted.some(permission => grantsPermission(granted, permission))
