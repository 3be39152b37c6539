/**
 * Where a person stands: `pending` until their first sign-in (an admin added them), then `active`;
 * `inactive` people keep their row but may not use the app (docs/access-control.md).
 */
export const USER_STATUSES = ['active', 'pending', 'inactive'] as const

export type UserStatus = (typeof USER_STATUSES)[number]
