import type { Role } from '@/shared/acl'
import { api, onSuccess } from '@/shared/data'
import { givenParams, type ListResult, listResponse } from '@/shared/ui/list'
import type {
  AddUserAnswer,
  ChangeRoleAnswer,
  DeleteUserAnswer,
  DirectorySearchAnswer,
  NewUser,
  UnlistedSignIn,
  User,
  UserCount,
  UsersListAnswer,
  UsersParams,
  UsersSettingsAnswer
} from '@/shared/users/userTypes'

const USERS = ['Users'] as const

/**
 * The users API in the data layer (docs/access-control.md): the list, and the changes that read it again with
 * the same parameters once they succeed (the spec's rule for add and delete).
 */
export const usersApi = api.enhanceEndpoints({ addTagTypes: ['Users', 'UsersSettings'] }).injectEndpoints({
  endpoints: build => ({
    /** GET /apps/users/list */
    users: build.query<ListResult<User, UserCount>, UsersParams>({
      query: params => ({ method: 'GET', url: '/apps/users/list', params: givenParams(params) }),
      transformResponse: listResponse({ rows: (answer: UsersListAnswer) => answer.users }),
      providesTags: USERS
    }),
    /** GET /apps/users/directory?q: people of the Genesys Cloud directory (listed ones marked). */
    directorySearch: build.query<DirectorySearchAnswer, string>({
      query: q => ({ method: 'GET', url: '/apps/users/directory', params: { q } }),
      // who is on the list changes with every add: a lookup after one reads afresh
      providesTags: USERS
    }),
    /** POST /apps/users/add-user with the body `{ data }`. */
    addUser: build.mutation<AddUserAnswer, NewUser>({
      query: data => ({ method: 'POST', url: '/apps/users/add-user', data }),
      invalidatesTags: onSuccess(USERS)
    }),
    /** DELETE /apps/users/delete with the body `{ data: id }`. */
    deleteUser: build.mutation<DeleteUserAnswer, string>({
      query: id => ({ method: 'DELETE', url: '/apps/users/delete', data: id }),
      invalidatesTags: onSuccess(USERS)
    }),
    /** PATCH /apps/users/change-role with the body `{ data: { id, role } }`. */
    changeRole: build.mutation<ChangeRoleAnswer, { id: string; role: Role }>({
      query: ({ id, role }) => ({ method: 'PATCH', url: '/apps/users/change-role', data: { id, role } }),
      invalidatesTags: onSuccess(USERS)
    }),
    /** GET /apps/users/settings: the organisation's rule for people not on the list (admins only). */
    usersSettings: build.query<UsersSettingsAnswer, void>({
      query: () => ({ method: 'GET', url: '/apps/users/settings' }),
      providesTags: ['UsersSettings']
    }),
    /** PUT /apps/users/settings with the body `{ data: { unlistedSignIn } }`: the rule kept as answered. */
    saveUsersSettings: build.mutation<UsersSettingsAnswer, UnlistedSignIn>({
      query: unlistedSignIn => ({ method: 'PUT', url: '/apps/users/settings', data: { unlistedSignIn } }),
      async onQueryStarted(_rule, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(usersApi.util.updateQueryData('usersSettings', undefined, () => data))
        } catch {
          // refused: the rule shown stays the one read (the card says why)
        }
      }
    })
  })
})

export const {
  useAddUserMutation,
  useChangeRoleMutation,
  useDeleteUserMutation,
  useDirectorySearchQuery,
  useSaveUsersSettingsMutation,
  useUsersSettingsQuery
} = usersApi
