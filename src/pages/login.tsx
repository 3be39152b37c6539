import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import dynamic from 'next/dynamic'
import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { type AppPage, BlankLayout } from '@/shell'
import { authMessageKey, readErrorMessage, useAuth } from '@/features/auth'
import { LanguageMenu } from '@/features/i18n'
import { AppLogo } from '@/shared/ui/AppLogo'
import { FullScreenLoader } from '@/shared/ui/FullScreenLoader'

// Only a failed sign-in shows an alert (read from the hash after hydration anyway): MUI's Alert and its icons
// load then, outside the page's first load, which is at its budget (docs/quality.md).
const SignInErrorAlert = dynamic(() => import('@/shared/ui/SignInErrorAlert'), { ssr: false })

/** Guest-only sign-in page; shows the errorMessage a failed sign-in left in the hash. */
const LoginPage: AppPage = () => {
  const { t } = useTranslation()
  const router = useRouter()
  const { login, redirectingToPlatform } = useAuth()
  const [errorMessage, setErrorMessage] = useState<string | null>(null)

  // The hash is only known in the browser, so it is read after hydration.
  useEffect(() => {
    const read = () => setErrorMessage(readErrorMessage(window.location.hash))
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [router.asPath])

  if (redirectingToPlatform) return <FullScreenLoader label={t('auth.redirecting')} />

  const key = errorMessage ? authMessageKey(errorMessage) : undefined
  const shownError = key ? t(`auth.messages.${key}`) : errorMessage

  return (
    <Box sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 450 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <AppLogo size={40} />
            <Typography component="span" variant="h6" sx={{ fontWeight: 600, flexGrow: 1 }}>
              {t('app.name')}
            </Typography>
            <LanguageMenu />
          </Box>
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
              {t('login.title')}
            </Typography>
            <Typography color="text.secondary">{t('login.subtitle')}</Typography>
          </Box>
          {shownError && <SignInErrorAlert title={t('login.errorTitle')} message={shownError} />}
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={() =>
              void login(typeof router.query.returnUrl === 'string' ? router.query.returnUrl : '/')
            }
          >
            {t('login.signIn')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  )
}

LoginPage.guestGuard = true
LoginPage.getLayout = page => <BlankLayout>{page}</BlankLayout>

export default LoginPage
