export { SchedulesPage } from './components/SchedulesPage'
