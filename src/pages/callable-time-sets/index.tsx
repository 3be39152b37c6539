import dynamic from 'next/dynamic'

import { type AppPage, PageLoading } from '@/shell'

// The page's code (the grid, Redux, its texts, date-fns) is its own chunk, outside every route's first load.
const loadPage = () => import('@/features/callableTimes').then(module => module.CallableTimesPage)
if (typeof window !== 'undefined') void loadPage().catch(() => undefined)
const CallableTimesPage = dynamic(loadPage, { ssr: false, loading: () => <PageLoading /> })

/**
 * The organisation's callable time sets (docs/callable-times-and-sequences-ui.md). Every role reads them, a
 * client included (`read acl-page`, as the lists); changing them needs the role's rights on
 * `callable-time-sets` and the Genesys permission, checked in the page.
 */
const CallableTimesRoute: AppPage = () => <CallableTimesPage />

CallableTimesRoute.acl = { action: 'read', subject: 'acl-page' }

export default CallableTimesRoute
