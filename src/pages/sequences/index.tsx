import dynamic from 'next/dynamic'

import { type AppPage, PageLoading } from '@/shell'

// The page's code (the grid, Redux, its texts) is its own chunk, outside every route's first load.
const loadPage = () => import('@/features/sequences').then(module => module.SequencesPage)
if (typeof window !== 'undefined') void loadPage().catch(() => undefined)
const SequencesPage = dynamic(loadPage, { ssr: false, loading: () => <PageLoading /> })

/**
 * The organisation's campaign sequences (docs/callable-times-and-sequences-ui.md): admins and supervisors
 * (`read sequences`; a client does not see it); changing, starting and stopping them also need the Genesys
 * permission, which the page checks from the answer's capabilities.
 */
const SequencesRoute: AppPage = () => <SequencesPage />

SequencesRoute.acl = { action: 'read', subject: 'sequences' }

export default SequencesRoute
