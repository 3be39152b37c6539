import type { Actor } from '@/server/users'

/** Who called an /apps endpoint: their organisation (from the token) and their row (role from the database). */
export interface Caller extends Actor {
  email: string
  fullName: string
}
