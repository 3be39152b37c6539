import { type AppPage, loadedPage } from '@/shell'
import { PAGE_ACCESS } from '@/shared/acl/pageAccess'

// The page's code (the table, the forms, Redux) is its own chunk, outside every route's first load (the
// bundle budget, docs/quality.md); it starts loading as soon as this route's code runs.
const loadUsersPage = () => import('@/features/users').then(module => module.UsersPage)
const UsersPage = loadedPage(loadUsersPage)

/** The organisation's users: admins and supervisors (docs/access-control.md). */
const UsersRoute: AppPage = () => <UsersPage />

// who may open it: the one list the navigation reads too
UsersRoute.acl = PAGE_ACCESS['/users'].acl

export default UsersRoute
