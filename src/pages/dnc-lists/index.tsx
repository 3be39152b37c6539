import { type AppPage, loadedPage } from '@/shell'

// The page's code (the grid, Redux, its texts, libphonenumber) is its own chunk, outside every route's first load.
const loadPage = () => import('@/features/dncLists').then(module => module.DncListsPage)
const DncListsPage = loadedPage(loadPage)

/** The organisation's do-not-call lists (docs/dnc-lists.md); every role reads them, a client included. */
const DncListsRoute: AppPage = () => <DncListsPage />

DncListsRoute.acl = { action: 'read', subject: 'acl-page' }

export default DncListsRoute
