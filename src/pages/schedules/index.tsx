import { type AppPage, loadedPage } from '@/shell'
import { PAGE_ACCESS } from '@/shared/acl/pageAccess'

// The page's code (the grid, date-fns and its locales, the schedules' arithmetic, its texts) is its own chunk,
// outside every route's first load.
const loadPage = () => import('@/features/schedules').then(module => module.SchedulesPage)
const SchedulesPage = loadedPage(loadPage)

/**
 * The week view of the campaigns' schedules (docs/schedules-ui.md); every role reads it, a client included
 * (`acl-page`, as the lists' pages: a client may read nothing else). Changes need `editSchedules`, which the
 * API's capabilities say.
 */
const SchedulesRoute: AppPage = () => <SchedulesPage />

// who may open it: the one list the navigation reads too
SchedulesRoute.acl = PAGE_ACCESS['/schedules'].acl

export default SchedulesRoute
