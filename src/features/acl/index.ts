export { AclGuard } from './AclGuard'
export { Can } from './Can'
export { useCan } from './useCan'
export { loadAclEngine, useAclEngine } from './aclEngine'
// CASL itself: for code that is not in the first load (pages' own chunks, tests). The shell uses the engine.
export { buildAbilityFor, roleCan } from './ability'
export type { AclEngine } from './aclEngine'
export { ACL_EXEMPT_PATHS, DEFAULT_PAGE_ACL, isAclExempt, requiredAcl } from './pageAcl'
export type { AclPageInfo, PageAcl } from './pageAcl'
