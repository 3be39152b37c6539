/** A call of the app's own API as the data layer asks it (the shape `sessionRequest` takes). */
export interface DataRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** a path of this app, e.g. `/apps/users/list` */
  url: string
  params?: object
  /** sent as the JSON body `{ data }` */
  data?: unknown
  /** `text`: the body as it came (a CSV file), never parsed as JSON */
  responseType?: 'json' | 'text'
}

/**
 * Why a call failed, as kept in the store (plain, serialisable): the shape of the app's API failures
 * (`ApiFailure` of src/features/sessionApi).
 */
export interface DataFailure {
  /** the HTTP status, or null when no answer came */
  status: number | null
  /** the API's stable code (`user.email_taken`…), `network` without an answer */
  code: string
  /** the API's message, for logs: people read a translated text chosen by `code` */
  message: string
  details?: Record<string, unknown>
}

/**
 * How the data layer reaches the app's API: given by whoever creates the page's store (the features hand in
 * their session's `sessionRequest` and `failureOf`), since shared code may not import a feature. A 401 then still
 * ends the session, and every failure is a `DataFailure`.
 */
export interface DataTransport {
  request: <T>(request: DataRequest & { signal?: AbortSignal }) => Promise<T>
  failureOf: (error: unknown) => DataFailure
}

const isFailure = (value: unknown): value is DataFailure =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DataFailure).code === 'string' &&
  'status' in value

/**
 * The failure a change of the data layer rejected with (`unwrap()` rejects with the endpoint's `DataFailure`);
 * anything else thrown becomes an `unknown` one.
 */
export const failureOfData = (error: unknown): DataFailure =>
  isFailure(error)
    ? error
    : { status: null, code: 'unknown', message: error instanceof Error ? error.message : String(error) }
