import { type AppPage, loadedPage } from '@/shell'

const loadPage = () => import('@/features/contactLists').then(module => module.ContactListPage)
const ContactListPage = loadedPage(loadPage)

/** One contact list: its facts, its contacts, import and export (docs/contact-lists.md). */
const ContactListRoute: AppPage = () => <ContactListPage />

ContactListRoute.acl = { action: 'read', subject: 'acl-page' }

export default ContactListRoute
