import { type AppPage, loadedPage } from '@/shell'

// The page's code (the table, Redux) is its own chunk, outside every route's first load (the bundle budget,
// docs/quality.md); it starts loading as soon as this route's code runs.
const loadPermissionsPage = () => import('@/features/permissions').then(module => module.PermissionsPage)
const PermissionsPage = loadedPage(loadPermissionsPage)

/** The permissions catalogue: admins and supervisors (docs/access-control.md). */
const PermissionsRoute: AppPage = () => <PermissionsPage />

PermissionsRoute.acl = { action: 'read', subject: 'permissions' }

export default PermissionsRoute
