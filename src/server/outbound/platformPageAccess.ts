import { ACCESS_PATHS, PAGE_ACCESS, type PageAccessAnswer } from '@/shared/acl/pageAccess'
import type { Caller } from '@/server/access/Caller'

import { hasPlatformPermission } from './objectCapabilities'

/**
 * For each page of PAGE_ACCESS, the first Genesys Cloud permission its read needs that the person lacks (the
 * platform's own answer to that read would be a 403): what the navigation leaves out. Unknown permissions
 * (the platform did not list them) count as granted, as everywhere else: the page's read then decides.
 */
export function platformPageAccess(caller: Pick<Caller, 'platformPermissions'>): PageAccessAnswer {
  const entries = ACCESS_PATHS.map(path => {
    const wanted: readonly string[] = PAGE_ACCESS[path].platform
    return [path, wanted.find(permission => !hasPlatformPermission(caller, permission)) ?? null] as const
  })
  return { missing: Object.fromEntries(entries) as PageAccessAnswer['missing'] }
}
