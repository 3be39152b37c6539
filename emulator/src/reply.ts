/**
 * What a handler returns. Handlers describe the answer instead of writing to the socket, so the server can add
 * the headers every answer needs (CORS, correlation id) in one place, and faults can replace any answer.
 */
export interface Reply {
  status: number
  headers: Record<string, string>
  body?: string
}

export const json = (status: number, value: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=UTF-8', ...headers },
  body: JSON.stringify(value)
})

export const html = (status: number, page: string, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=UTF-8', ...headers },
  body: page
})

export const redirect = (location: string, headers: Record<string, string> = {}): Reply => ({
  status: 302,
  headers: { Location: location, ...headers }
})

export const empty = (status: number, headers: Record<string, string> = {}): Reply => ({ status, headers })
