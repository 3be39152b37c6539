export { getUserServices, createUserServices } from './userServices'
export type { UserServices } from './userServices'
export { admitSignIn } from './admitSignIn'
export type { Admission } from './admitSignIn'
export { UserService } from './UserService'
export type { Actor, NamedActor } from './Actor'
export type { SignInIdentity, SignInResult, SignInRule } from './SignIns'
export type { UserCount, UsersListResult, UsersListCaches, UsersPage } from './UsersListCaches'
export { UserRepository } from './UserRepository'
export type { UserRecord } from './UserRecord'
export { USER_STATUSES } from './userStatuses'
export type { UserStatus } from './userStatuses'
export {
  listUsersQuerySchema,
  MAX_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  USER_SORT_FIELDS
} from './listUsersQuery'
export type { UsersListParams } from './listUsersQuery'
export { addUserBodySchema } from './addUserBody'
export type { AddUserInput } from './addUserBody'
export { deleteUserBodySchema } from './deleteUserBody'
export { changeRoleBodySchema } from './changeRoleBody'
export type { ChangeRoleInput } from './changeRoleBody'
export { signInRuleBodySchema } from './signInRuleBody'
export { UNLISTED_SIGN_IN_CHOICES, DEFAULT_UNLISTED_SIGN_IN } from './unlistedSignIn'
export type { UnlistedSignIn } from './unlistedSignIn'
