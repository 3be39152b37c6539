// The statuses are part of the users API's contract (src/shared/users/userTypes.ts); the database's types
// (src/server/db) read them from here.
export { USER_STATUSES, type UserStatus } from '@/shared/users/userTypes'
