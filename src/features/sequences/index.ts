export { SequencesPage } from './components/SequencesPage'
