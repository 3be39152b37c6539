import { getServerDeps, type ServerDeps } from '@/server/deps'
import { createListDeps } from '@/server/outboundLists/ListDeps'
import { DncListService } from './DncListService'

export interface DncListServices {
  dncLists: DncListService
}

/** The do-not-call lists services over `deps` (the lists' deps: createListDeps). */
export const createDncListServices = (deps: ServerDeps): DncListServices => ({
  dncLists: new DncListService(createListDeps(deps))
})

/** The do-not-call lists services for one request, over the process's deps (getServerDeps). */
export const getDncListServices = async (): Promise<DncListServices> =>
  createDncListServices(await getServerDeps())
