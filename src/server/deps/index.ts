export { getServerDeps } from './getServerDeps'
export { startApp } from './startApp'
export type { ServerDeps } from './ServerDeps'
