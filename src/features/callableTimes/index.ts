export { CallableTimesPage } from './components/CallableTimesPage'
