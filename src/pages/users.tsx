import dynamic from 'next/dynamic'

import { type AppPage, PageLoading } from '@/shell'

// The page's code (the table, the forms, Redux) is its own chunk, outside every route's first load (the
// bundle budget, docs/quality.md); it starts loading as soon as this route's code runs.
const loadUsersPage = () => import('@/features/users').then(module => module.UsersPage)
if (typeof window !== 'undefined') void loadUsersPage().catch(() => undefined)
const UsersPage = dynamic(loadUsersPage, { ssr: false, loading: () => <PageLoading /> })

/** The organisation's users: admins and supervisors (docs/access-control.md). */
const UsersRoute: AppPage = () => <UsersPage />

UsersRoute.acl = { action: 'read', subject: 'users' }

export default UsersRoute
