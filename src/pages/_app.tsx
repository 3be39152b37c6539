import '@fontsource/inter/400.css'
import '@fontsource/inter/500.css'
import '@fontsource/inter/600.css'

import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter'
import type { AppProps } from 'next/app'
import Head from 'next/head'

import { type AppPage, AppProviders, AppShell } from '@/shell'

type Props = AppProps & { Component: AppPage }

export default function App(props: Props) {
  const { Component, pageProps } = props
  return (
    <AppCacheProvider {...props}>
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
