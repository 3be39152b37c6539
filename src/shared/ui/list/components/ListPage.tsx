import { useRouter } from 'next/router'
import { type ReactNode, useState } from 'react'
import { Provider } from 'react-redux'

import { createDataStore, type DataTransport } from '@/shared/data'

/**
 * A list page with its own store of the data layer (created when the page opens; `transport`: the session's
 * requests). The screen starts from the query in the address bar, so it waits for the router to know it (right
 * after hydration): otherwise the defaults would be loaded first, then the address's query.
 */
export function ListPage({ transport, children }: { transport: DataTransport; children: ReactNode }) {
  const [store] = useState(() => createDataStore(transport))
  const router = useRouter()
  return <Provider store={store}>{router.isReady && children}</Provider>
}
