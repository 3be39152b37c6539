import { z } from 'zod'
import type { PlatformSession } from './outboundApi'

const optionalText = z.string().min(1).optional().catch(undefined)

/** The parts of a User the directory lookup reads; a result without id, name or address is skipped. */
const searchedUserSchema = z.looseObject({
  id: optionalText,
  name: optionalText,
  email: optionalText,
  department: optionalText,
  title: optionalText,
  state: optionalText
})

const usersSearchResponseSchema = z.looseObject({
  total: z.number().catch(0),
  results: z.array(z.unknown()).catch([])
})

export interface PlatformDirectoryUser {
  id: string
  name: string
  email: string
  department: string | undefined
  title: string | undefined
}

/** the most the app shows for one lookup: a person types more to narrow it */
export const DIRECTORY_PAGE_SIZE = 20

/**
 * POST /api/v2/users/search (no permission named by the SDK): the active people of the caller's organisation
 * whose name or address contains `text` (type CONTAINS, any case), the first page of DIRECTORY_PAGE_SIZE.
 */
export async function searchUsers(
  { platform, token }: PlatformSession,
  text: string
): Promise<{ total: number; users: PlatformDirectoryUser[] }> {
  const answer = await platform.request(token, {
    method: 'POST',
    path: '/api/v2/users/search',
    body: {
      pageSize: DIRECTORY_PAGE_SIZE,
      pageNumber: 1,
      query: [{ type: 'CONTAINS', fields: ['name', 'email'], value: text }]
    },
    schema: usersSearchResponseSchema
  })
  const users = answer.results.flatMap(result => {
    const user = searchedUserSchema.safeParse(result)
    if (!user.success) return []
    const { id, name, email, department, title, state } = user.data
    if (!id || !name || !email || (state && state !== 'active')) return []
    return [{ id, name, email, department, title }]
  })
  return { total: answer.total, users }
}
