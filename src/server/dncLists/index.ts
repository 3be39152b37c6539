export { getDncListServices, createDncListServices } from './getDncListServices'
export type { DncListServices } from './getDncListServices'
export { dncListsQuerySchema, dncListIdQuerySchema } from './dncListQueries'
export { changeDncNumbersBodySchema } from './dncListBodies'
export {
  READ_LISTS as READ_DNC_LISTS,
  DNC_LIST_ROLE_REQUIREMENT
} from '@/server/outboundLists/listCapabilities'
