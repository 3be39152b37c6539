import type { ComponentType } from 'react'

import { loadCodeAtOnce, useLoadedCode } from '@/shared/hooks/useLoadedCode'

import { PageLoading } from '../components/PageLoading'

/**
 * A route's page whose code is a chunk of its own, loaded by `load` (one loader per page, shared with whoever
 * starts the loading early): the code starts loading as soon as the route's code runs, and once it is here
 * the page renders it directly, in the route's own render.
 *
 * Why not next/dynamic: its component keeps its loading state in an external store, so it showed its
 * placeholder first even for code already loaded, then mounted the page in a render of its own, which React
 * does synchronously: after a sign-in, the whole overview in one long task (traced: 280–330 ms here). Here the
 * page comes with the app's move to the route when its code is here (after a sign-in the callback page has
 * loaded the overview's), and otherwise the placeholder shows until it is, the page then rendered in a
 * transition. A failed load reaches the error boundary.
 */
export function loadedPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const page = loadCodeAtOnce(load)

  function LoadedPage(props: P) {
    useLoadedCode(page, true)
    const Page = page.current()
    return Page ? <Page {...props} /> : <PageLoading />
  }
  return LoadedPage
}
