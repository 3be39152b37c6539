import { type AppPage, loadedPage } from '@/shell'
import { PAGE_ACCESS } from '@/shared/acl/pageAccess'

// The page's code (the grid, Redux, its texts, date-fns) is its own chunk, outside every route's first load.
const loadPage = () => import('@/features/callableTimes').then(module => module.CallableTimesPage)
const CallableTimesPage = loadedPage(loadPage)

/**
 * The organisation's callable time sets (docs/callable-times-and-sequences-ui.md). Every role reads them, a
 * client included (`read acl-page`, as the lists); changing them needs the role's rights on
 * `callable-time-sets` and the Genesys permission, checked in the page.
 */
const CallableTimesRoute: AppPage = () => <CallableTimesPage />

// who may open it: the one list the navigation reads too
CallableTimesRoute.acl = PAGE_ACCESS['/callable-time-sets'].acl

export default CallableTimesRoute
