export { DncListsPage } from './components/DncListsPage'
