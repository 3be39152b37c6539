export { UsersPage } from './components/UsersPage'
export type { User, UsersParams, NewUser } from '@/shared/users/userTypes'
