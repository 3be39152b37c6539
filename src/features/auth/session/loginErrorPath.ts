/** /login with a message in the `errorMessage` hash (spec sections 2 and 5). */
export function loginErrorPath(message: string): string {
  return `/login#errorMessage=${encodeURIComponent(message)}`
}

export function readErrorMessage(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('errorMessage')
  return value ? value : null
}
