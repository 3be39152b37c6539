import {
  type DocumentHeadTagsProps,
  DocumentHeadTags,
  documentGetInitialProps
} from '@mui/material-nextjs/v16-pagesRouter'
import { type DocumentContext, type DocumentProps, Head, Html, Main, NextScript } from 'next/document'

import { defaultSettings } from '@/features/settings'
import { documentScripts } from '@/shell/security/documentScripts'

// The server renders the default look; the settings script swaps in the stored one before the first paint.
const defaultDisplay = {
  'data-mode': defaultSettings.mode,
  'data-theme-color': defaultSettings.themeColor,
  'data-skin': defaultSettings.skin,
  'data-content-width': defaultSettings.contentWidth,
  'data-app-bar-blur': defaultSettings.appBarBlur ? 'on' : 'off'
}

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang="en" dir={defaultSettings.direction} {...defaultDisplay}>
      <Head>
        {/* Must run before anything else: takes the OAuth answer out of the address bar. */}
        <script dangerouslySetInnerHTML={{ __html: documentScripts.callbackCapture }} />
        {/* Before the first paint: the stored display settings onto <html> (no flash of the default theme).
            The Content-Security-Policy allows these three by their hashes (src/shell/security/nextHeaders.ts). */}
        <script dangerouslySetInnerHTML={{ __html: documentScripts.settings }} />
        {/* The styles of the last visit, as server-rendered ones (src/shell/styles/styleMemory.ts). */}
        <script dangerouslySetInnerHTML={{ __html: documentScripts.styleMemory }} />
        <meta name="theme-color" content="#9155FD" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx)
