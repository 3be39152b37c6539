/** Each role's colour wherever a role is shown as a chip (the users list, the permissions catalogue). */
export const ROLE_COLORS = { admin: 'primary', supervisor: 'info', client: 'secondary' } as const
