import '@fontsource/inter/400.css'
import '@fontsource/inter/500.css'
import '@fontsource/inter/600.css'

import type { EmotionCache } from '@emotion/cache'
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter'
import type { AppProps } from 'next/app'
import Head from 'next/head'

import { type AppPage, AppProviders, AppShell, createRememberingEmotionCache } from '@/shell'

type Props = AppProps & { Component: AppPage; emotionCache?: EmotionCache }

// In the browser: MUI's emotion cache, which also takes back and keeps the styles of the last visit. (On the
// server, documentGetInitialProps gives each page's render a cache of its own through the props.)
const browserEmotionCache = typeof window === 'undefined' ? undefined : createRememberingEmotionCache()

export default function App(props: Props) {
  const { Component, pageProps } = props
  return (
    <AppCacheProvider {...props} emotionCache={props.emotionCache ?? browserEmotionCache}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
        <meta name="description" content="Run your Genesys Cloud outbound campaigns." />
      </Head>
      <AppProviders>
        <AppShell Component={Component} pageProps={pageProps} />
      </AppProviders>
    </AppCacheProvider>
  )
}
