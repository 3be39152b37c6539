import { type AppPage, loadedPage } from '@/shell'
import { PAGE_ACCESS } from '@/shared/acl/pageAccess'

// The page's code (the grid, Redux, its texts, libphonenumber) is its own chunk, outside every route's first load.
const loadPage = () => import('@/features/dncLists').then(module => module.DncListsPage)
const DncListsPage = loadedPage(loadPage)

/** The organisation's do-not-call lists (docs/dnc-lists.md); every role reads them, a client included. */
const DncListsRoute: AppPage = () => <DncListsPage />

// who may open it: the one list the navigation reads too
DncListsRoute.acl = PAGE_ACCESS['/dnc-lists'].acl

export default DncListsRoute
