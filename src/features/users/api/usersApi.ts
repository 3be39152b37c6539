import { sessionRequest } from '@/features/sessionApi'
import type { Role } from '@/shared/acl'
import type {
  AddUserAnswer,
  ChangeRoleAnswer,
  DeleteUserAnswer,
  NewUser,
  UnlistedSignIn,
  UsersListAnswer,
  UsersParams,
  UsersSettingsAnswer
} from '@/shared/users/userTypes'

/** GET /apps/users/list (docs/access-control.md). */
export const requestUsers = (params: UsersParams, signal?: AbortSignal) =>
  sessionRequest<UsersListAnswer>({ method: 'GET', url: '/apps/users/list', params, signal })

/** POST /apps/users/add-user with the body `{ data }`. */
export const requestAddUser = (data: NewUser) =>
  sessionRequest<AddUserAnswer>({ method: 'POST', url: '/apps/users/add-user', data })

/** DELETE /apps/users/delete with the body `{ data: id }`. */
export const requestDeleteUser = (id: string) =>
  sessionRequest<DeleteUserAnswer>({ method: 'DELETE', url: '/apps/users/delete', data: id })

/** PATCH /apps/users/change-role with the body `{ data: { id, role } }`. */
export const requestChangeRole = ({ id, role }: { id: string; role: Role }) =>
  sessionRequest<ChangeRoleAnswer>({ method: 'PATCH', url: '/apps/users/change-role', data: { id, role } })

/** GET /apps/users/settings: the organisation's rule for people not on the list (admins only). */
export const requestUsersSettings = (signal?: AbortSignal) =>
  sessionRequest<UsersSettingsAnswer>({ method: 'GET', url: '/apps/users/settings', signal })

/** PUT /apps/users/settings with the body `{ data: { unlistedSignIn } }`. */
export const requestSaveUsersSettings = (unlistedSignIn: UnlistedSignIn) =>
  sessionRequest<UsersSettingsAnswer>({
    method: 'PUT',
    url: '/apps/users/settings',
    data: { unlistedSignIn }
  })
