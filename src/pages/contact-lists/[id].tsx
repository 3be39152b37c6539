import dynamic from 'next/dynamic'

import { type AppPage, PageLoading } from '@/shell'

const loadPage = () => import('@/features/contactLists').then(module => module.ContactListPage)
if (typeof window !== 'undefined') void loadPage().catch(() => undefined)
const ContactListPage = dynamic(loadPage, { ssr: false, loading: () => <PageLoading /> })

/** One contact list: its facts, its contacts, import and export (docs/contact-lists.md). */
const ContactListRoute: AppPage = () => <ContactListPage />

ContactListRoute.acl = { action: 'read', subject: 'acl-page' }

export default ContactListRoute
