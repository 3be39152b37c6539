import { type AppPage, loadedPage } from '@/shell'

// The page's code (the grid, Redux, its texts) is its own chunk, outside every route's first load.
const loadPage = () => import('@/features/contactLists').then(module => module.ContactListsPage)
const ContactListsPage = loadedPage(loadPage)

/** The organisation's contact lists (docs/contact-lists.md); every role reads them, a client included. */
const ContactListsRoute: AppPage = () => <ContactListsPage />

ContactListsRoute.acl = { action: 'read', subject: 'acl-page' }

export default ContactListsRoute
