import { type AppPage, loadedPage } from '@/shell'

// The page's code (the grid, Redux, its texts, date-fns) is its own chunk, outside every route's first load.
const loadPage = () => import('@/features/callableTimes').then(module => module.CallableTimesPage)
const CallableTimesPage = loadedPage(loadPage)

/**
 * The organisation's callable time sets (docs/callable-times-and-sequences-ui.md). Every role reads them, a
 * client included (`read acl-page`, as the lists); changing them needs the role's rights on
 * `callable-time-sets` and the Genesys permission, checked in the page.
 */
const CallableTimesRoute: AppPage = () => <CallableTimesPage />

CallableTimesRoute.acl = { action: 'read', subject: 'acl-page' }

export default CallableTimesRoute
