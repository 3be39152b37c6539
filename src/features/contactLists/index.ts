export { ContactListsPage } from './components/ContactListsPage'
export { ContactListPage } from './components/ContactListPage'
