import { type AppPage, loadedPage } from '@/shell'
import { PAGE_ACCESS } from '@/shared/acl/pageAccess'

// The page's code (the grid, Redux, its texts) is its own chunk, outside every route's first load.
const loadPage = () => import('@/features/sequences').then(module => module.SequencesPage)
const SequencesPage = loadedPage(loadPage)

/**
 * The organisation's campaign sequences (docs/callable-times-and-sequences-ui.md). Every role reads them, a
 * client included (`read acl-page`, as the API answers every role: docs/schedules.md); changing, starting and
 * stopping them need the role's rights on `sequences` and the Genesys permission, checked in the page.
 */
const SequencesRoute: AppPage = () => <SequencesPage />

// who may open it: the one list the navigation reads too
SequencesRoute.acl = PAGE_ACCESS['/sequences'].acl

export default SequencesRoute
