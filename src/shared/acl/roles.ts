/** The roles of this product, from most to least powerful (spec section 6; issue 4). */
export const ROLES = ['admin', 'supervisor', 'client'] as const

export type Role = (typeof ROLES)[number]

/** Every signed-in person is an admin unless their organisation's users list says otherwise (spec 6). */
export const DEFAULT_ROLE: Role = 'admin'

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role)
