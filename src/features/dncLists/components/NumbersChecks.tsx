import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

import { isolate } from '../i18n/dncListsTexts'
import type { NumberSource, NumbersAnalysis } from '../model/parseNumbers'

// The problems listed by line: enough to fix a paste, not a wall of text (the counts say the rest).
const LISTED = 50

/** A titled list of the entries of one kind of problem, the first LISTED of them, and how many more. */
function ProblemList({
  title,
  testId,
  items
}: {
  title: string
  testId: string
  items: readonly { key: string; text: string }[]
}) {
  const { t } = useScreenTexts()
  if (items.length === 0) return null
  return (
    <Box>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid={testId}>
        {items.slice(0, LISTED).map(item => (
          <li key={item.key}>{item.text}</li>
        ))}
      </Box>
      {items.length > LISTED && (
        <Typography variant="body2" color="text.secondary">
          {t('dncLists.numbers.more', { count: items.length - LISTED })}
        </Typography>
      )}
    </Box>
  )
}

/**
 * What the numbers written hold, before anything is sent: how many are valid, invalid and repeated (the
 * summary, `id`: what the text box is described by), then which are invalid and why, and which are repeated.
 */
export function NumbersChecks({ id, analysis }: { id: string; analysis: NumbersAnalysis }) {
  const { t } = useScreenTexts()
  const where = (source: NumberSource, line: number) => t(`dncLists.numbers.where.${source}`, { line })
  return (
    <>
      <Box id={id} data-testid="dnc-numbers-summary">
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
          {t('dncLists.numbers.summary.title')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <li>{t('dncLists.numbers.summary.valid', { count: analysis.numbers.length })}</li>
          <li>{t('dncLists.numbers.summary.invalid', { count: analysis.invalid.length })}</li>
          <li>{t('dncLists.numbers.summary.duplicates', { count: analysis.duplicates.length })}</li>
        </Box>
      </Box>
      <ProblemList
        title={t('dncLists.numbers.invalid.title')}
        testId="dnc-invalid"
        items={analysis.invalid.map(entry => ({
          key: `${entry.source}-${entry.line}-${entry.value}`,
          text: t('dncLists.numbers.invalid.item', {
            where: where(entry.source, entry.line),
            // a number keeps its own direction on a right-to-left page ("+44…" stays so)
            value: isolate(entry.value),
            reason: t(`dncLists.numbers.problems.${entry.reason}`)
          })
        }))}
      />
      <ProblemList
        title={t('dncLists.numbers.duplicates.title')}
        testId="dnc-duplicates"
        items={analysis.duplicates.map(entry => ({
          key: `${entry.source}-${entry.line}-${entry.value}`,
          text: t('dncLists.numbers.duplicates.item', {
            where: where(entry.source, entry.line),
            value: isolate(entry.e164),
            first: where(entry.first.source, entry.first.line)
          })
        }))}
      />
    </>
  )
}
