import { api, onSuccess } from './api'
import { createDataStore } from './createDataStore'
import { type DataFailure, type DataRequest, type DataTransport, failureOfData } from './dataTransport'

// A kind of data of the test's own, injected as a feature does.
const thingsApi = api.enhanceEndpoints({ addTagTypes: ['Things'] }).injectEndpoints({
  endpoints: build => ({
    things: build.query<string[], string>({
      query: q => ({ method: 'GET', url: '/things', params: { q } }),
      providesTags: ['Things']
    }),
    addThing: build.mutation<string, string>({
      query: name => ({ method: 'POST', url: '/things', data: name }),
      invalidatesTags: onSuccess(['Things'])
    })
  })
})
const { things, addThing } = thingsApi.endpoints

const REFUSED: DataFailure = { status: 409, code: 'thing.taken', message: 'Taken.' }

/** A transport of the test's own: what it was asked, and the answers it gives. */
function fakeTransport() {
  const sent: (DataRequest & { signal?: AbortSignal })[] = []
  let stored = ['a']
  const transport: DataTransport = {
    request: async <T>(request: DataRequest & { signal?: AbortSignal }) => {
      sent.push(request)
      if (request.method === 'POST') {
        if (request.data === 'taken') throw new Error('refused')
        stored = [...stored, String(request.data)]
        return String(request.data) as T
      }
      return stored as T
    },
    failureOf: () => REFUSED
  }
  return { transport, sent }
}

describe('the data layer', () => {
  it('asks through the store’s transport, with the request’s abort signal, and keeps the answer', async () => {
    const { transport, sent } = fakeTransport()
    const store = createDataStore(transport)
    expect(await store.dispatch(things.initiate('x')).unwrap()).toEqual(['a'])
    expect(sent).toEqual([
      { method: 'GET', url: '/things', params: { q: 'x' }, signal: expect.any(AbortSignal) }
    ])
    expect(things.select('x')(store.getState() as never).data).toEqual(['a'])
  })

  it('asks once for the same query asked twice at once', async () => {
    const { transport, sent } = fakeTransport()
    const store = createDataStore(transport)
    await Promise.all([store.dispatch(things.initiate('x')), store.dispatch(things.initiate('x'))])
    expect(sent).toHaveLength(1)
  })

  it('reads again what a change invalidates once it succeeded, and nothing after a refusal', async () => {
    const { transport, sent } = fakeTransport()
    const store = createDataStore(transport)
    store.dispatch(things.initiate('x'))
    await store.dispatch(addThing.initiate('b')).unwrap()
    await Promise.all(store.dispatch(thingsApi.util.getRunningQueriesThunk()))
    expect(sent.map(request => request.method)).toEqual(['GET', 'POST', 'GET'])
    expect(things.select('x')(store.getState() as never).data).toEqual(['a', 'b'])

    await expect(store.dispatch(addThing.initiate('taken')).unwrap()).rejects.toEqual(REFUSED)
    await Promise.all(store.dispatch(thingsApi.util.getRunningQueriesThunk()))
    expect(sent.map(request => request.method)).toEqual(['GET', 'POST', 'GET', 'POST'])
  })

  it('keeps a failure as the transport says it, and tells an API failure from anything else thrown', async () => {
    const { transport } = fakeTransport()
    const store = createDataStore({ ...transport, request: () => Promise.reject(new Error('down')) })
    await store.dispatch(things.initiate('x'))
    expect(things.select('x')(store.getState() as never).error).toEqual(REFUSED)
    expect(failureOfData(REFUSED)).toBe(REFUSED)
    expect(failureOfData(new Error('boom'))).toEqual({ status: null, code: 'unknown', message: 'boom' })
  })
})
