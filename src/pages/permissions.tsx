import { type AppPage, loadedPage } from '@/shell'
import { PAGE_ACCESS } from '@/shared/acl/pageAccess'

// The page's code (the table, Redux) is its own chunk, outside every route's first load (the bundle budget,
// docs/quality.md); it starts loading as soon as this route's code runs.
const loadPermissionsPage = () => import('@/features/permissions').then(module => module.PermissionsPage)
const PermissionsPage = loadedPage(loadPermissionsPage)

/** The permissions catalogue: admins and supervisors (docs/access-control.md). */
const PermissionsRoute: AppPage = () => <PermissionsPage />

// who may open it: the one list the navigation reads too
PermissionsRoute.acl = PAGE_ACCESS['/permissions'].acl

export default PermissionsRoute
