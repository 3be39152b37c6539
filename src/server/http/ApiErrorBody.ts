/** The body of every error this app's API answers with. `code` is stable; `message` is for people. */
export interface ApiErrorBody {
  message: string
  code: string
}
