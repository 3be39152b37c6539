import {
  type DocumentHeadTagsProps,
  DocumentHeadTags,
  documentGetInitialProps
} from '@mui/material-nextjs/v16-pagesRouter'
import { type DocumentContext, type DocumentProps, Head, Html, Main, NextScript } from 'next/document'

import { callbackCaptureScript } from '@/features/auth'

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        {/* Must run before anything else: takes the OAuth answer out of the address bar. */}
        <script dangerouslySetInnerHTML={{ __html: callbackCaptureScript }} />
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
