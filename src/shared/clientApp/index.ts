export { CLIENT_APP_PARAMS, readClientAppParams, toClientAppContext } from './clientAppContext'
export type { ClientAppContext } from './clientAppContext'
export { chooseRegion, type RegionChoice } from './chooseRegion'
export { readClientAppContext, saveClientAppContext } from './clientAppSession'
export {
  currentPlatformConfig,
  resolveClientApp,
  resolveContext,
  type ClientAppStart
} from './clientAppStart'
export { platformRegionHeaders } from './platformRegionHeaders'
export { hostUi, resetHostUi, type HostUi } from './hostUi'
