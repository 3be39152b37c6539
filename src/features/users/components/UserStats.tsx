import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'

import { ROLES } from '@/shared/acl'
import { USER_STATUSES, type UserCount } from '@/shared/users/userTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

const ACCENTS = {
  admin: 'primary.main',
  supervisor: 'info.main',
  client: 'secondary.main',
  active: 'success.main',
  pending: 'warning.main',
  inactive: 'text.disabled'
} as const

function StatCard({ label, value, accent }: { label: string; value: number | undefined; accent: string }) {
  return (
    <Card component="li" sx={{ p: 2, borderInlineStart: 4, borderInlineStartColor: accent }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {value === undefined ? <Skeleton width={40} /> : value}
      </Typography>
    </Card>
  )
}

/** How many of the organisation's people have each role and each status (`allData`: the whole organisation). */
export function UserStats({ allData }: { allData: readonly UserCount[] }) {
  const { t } = useScreenTexts()
  const countOf = (field: string, value: string) =>
    allData.find(entry => entry.field === field && entry.value === value)?.count
  return (
    <Box
      component="ul"
      aria-label={t('users.stats.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
        gap: 2,
        listStyle: 'none',
        m: 0,
        p: 0
      }}
    >
      {ROLES.map(role => (
        <StatCard
          key={role}
          label={t(`users.stats.${role}`)}
          value={countOf('role', role)}
          accent={ACCENTS[role]}
        />
      ))}
      {USER_STATUSES.map(status => (
        <StatCard
          key={status}
          label={t(`users.stats.${status}`)}
          value={countOf('status', status)}
          accent={ACCENTS[status]}
        />
      ))}
    </Box>
  )
}
