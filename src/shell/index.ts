export { AppProviders } from './AppProviders'
export { AppShell } from './AppShell'
export { createRememberingEmotionCache } from './styles/rememberingEmotionCache'
export type { AppPage } from './pageTypes'
export { BlankLayout } from './layouts/BlankLayout'
export { ErrorView } from './components/ErrorView'
export { PageLoading } from './components/PageLoading'
export { loadedPage } from './routes/loadedPage'
export {
  loadHomeDataPrefetch,
  loadHomePage,
  prefetchHomeData,
  prefetchHomeDataOnOpen
} from './routes/loadHomePage'
