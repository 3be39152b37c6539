import dynamic from 'next/dynamic'

import { type AppPage, PageLoading } from '@/shell'

// The page's code (the grid, Redux, its texts, libphonenumber) is its own chunk, outside every route's first load.
const loadPage = () => import('@/features/dncLists').then(module => module.DncListsPage)
if (typeof window !== 'undefined') void loadPage().catch(() => undefined)
const DncListsPage = dynamic(loadPage, { ssr: false, loading: () => <PageLoading /> })

/** The organisation's do-not-call lists (docs/dnc-lists.md); every role reads them, a client included. */
const DncListsRoute: AppPage = () => <DncListsPage />

DncListsRoute.acl = { action: 'read', subject: 'acl-page' }

export default DncListsRoute
