export { checkHealth, type Health } from './checkHealth'
