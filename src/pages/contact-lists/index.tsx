import { type AppPage, loadedPage } from '@/shell'
import { PAGE_ACCESS } from '@/shared/acl/pageAccess'

// The page's code (the grid, Redux, its texts) is its own chunk, outside every route's first load.
const loadPage = () => import('@/features/contactLists').then(module => module.ContactListsPage)
const ContactListsPage = loadedPage(loadPage)

/** The organisation's contact lists (docs/contact-lists.md); every role reads them, a client included. */
const ContactListsRoute: AppPage = () => <ContactListsPage />

// who may open it: the one list the navigation reads too
ContactListsRoute.acl = PAGE_ACCESS['/contact-lists'].acl

export default ContactListsRoute
