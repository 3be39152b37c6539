import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import NextLink from 'next/link'

import type { ContactListRow, ListHistoryEntry } from '@/shared/contactLists/contactListTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { Figure } from '@/shared/ui/Figure'

/** A titled card of the list's page, named for screen readers by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Card>
  )
}

/**
 * Below a list's contacts: every campaign that dials it (status, how far) and what was done to it through the
 * app (imports, removals: who, how many, when), newest first.
 */
export function ListActivity({
  list,
  history
}: {
  list: ContactListRow | null
  history: readonly ListHistoryEntry[]
}) {
  const { t, language } = useScreenTexts()
  const numbers = new Intl.NumberFormat(language)
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section id="list-campaigns" title={t('contactLists.detail.campaigns')}>
        {list && list.campaigns.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {list.campaigns.map(campaign => (
              <li key={campaign.id}>
                <Link
                  component={NextLink}
                  href={`/campaigns/${encodeURIComponent(campaign.id)}`}
                  prefetch={false}
                >
                  {campaign.name}
                </Link>{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {t(`contactLists.status.${campaign.status}`)} ·{' '}
                  <Figure>
                    {t('contactLists.worked.fraction', {
                      called: numbers.format(campaign.called),
                      total: numbers.format(campaign.total)
                    })}
                  </Figure>
                </Box>
              </li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{list ? t('contactLists.campaigns.none') : '—'}</Typography>
        )}
      </Section>
      <Section id="list-history" title={t('contactLists.detail.history')}>
        {history.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {history.map(entry => (
              <li key={entry.id}>
                <time dateTime={entry.at}>{dates.format(new Date(entry.at))}</time>{' '}
                {t(`contactLists.history.${entry.action}`, {
                  count: entry.count,
                  figure: numbers.format(entry.count),
                  actor: entry.actor
                })}
                {entry.outcome === 'failed' && (
                  <Box component="span" sx={{ color: 'error.main' }}>
                    {' '}
                    {t('contactLists.history.failed')}
                  </Box>
                )}
              </li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('contactLists.history.none')}</Typography>
        )}
      </Section>
    </Box>
  )
}
