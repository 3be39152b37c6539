import type { Store } from '@reduxjs/toolkit'
import { useRouter } from 'next/router'
import { type ReactNode, useState } from 'react'
import { Provider } from 'react-redux'

/**
 * A list page with its own Redux store (created when the page opens). The screen starts from the query in the
 * address bar, so it waits for the router to know it (right after hydration): otherwise the defaults would
 * be loaded first, then the address's query.
 */
export function ListPage({ createStore, children }: { createStore: () => Store; children: ReactNode }) {
  const [store] = useState(createStore)
  const router = useRouter()
  return <Provider store={store}>{router.isReady && children}</Provider>
}
