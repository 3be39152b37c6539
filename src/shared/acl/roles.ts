/** The roles of this product, most powerful first (issue 4; docs/product-rules.md#roles-and-permissions). */
export const ROLES = ['admin', 'supervisor', 'client'] as const

export type Role = (typeof ROLES)[number]

/** Every signed-in person is an admin unless their organisation's users list says otherwise (spec 6). */
export const DEFAULT_ROLE: Role = 'admin'

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role)
