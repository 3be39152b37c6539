import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

import type { AppPage } from '@/shell'
import { useAuth } from '@/features/auth'

/** The signed-in home page (becomes the campaign overview). */
const HomePage: AppPage = () => {
  const { t } = useTranslation()
  const { user } = useAuth()
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('home.welcome', { name: user?.fullName ?? '' })}
        </Typography>
        <Typography color="text.secondary">
          {t('home.organization', { company: user?.company ?? '' })}
        </Typography>
        <Typography sx={{ mt: 2 }}>{t('home.intro')}</Typography>
      </CardContent>
    </Card>
  )
}

export default HomePage
