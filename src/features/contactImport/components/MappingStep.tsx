import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Typography from '@mui/material/Typography'
import type { TFunction } from 'i18next'
import { useId } from 'react'

import type { CsvPreview } from '../csv/analyserTypes'
import { useContactImportTexts } from '../i18n/contactImportTexts'
import { type MappingProblem, mappingProblem } from '../model/columnMapping'
import type { ColumnMapping, ImportTargetList } from '../model/importTypes'
import { ColumnSelect } from './ColumnSelect'
import { PreviewTable } from './PreviewTable'
import { StepHeading } from './StepHeading'

interface MappingStepProps {
  list: ImportTargetList
  file: File
  preview: CsvPreview
  mapping: ColumnMapping
  defaultCountryCode: string | null | undefined
  failure?: 'dnc' | 'analysis'
  onColumn: (column: string, value: number | null | undefined) => void
  onBack: () => void
  onCheck: () => void
}

function countryName(code: string | null | undefined, language: string): string | undefined {
  if (!code) return undefined
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase())
  } catch {
    return undefined
  }
}

function problemText(t: TFunction, language: string, problem: MappingProblem, list: ImportTargetList) {
  const names = (columns: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(columns)
  switch (problem.kind) {
    case 'phone-undecided':
      return t('mapping.problems.phoneUndecided', { columns: names(problem.columns) })
    case 'no-phone':
      return t('mapping.problems.noPhone')
    case 'list-without-phone':
      return t('mapping.problems.listWithoutPhone', { list: list.name })
    case 'column-twice':
      return t('mapping.problems.columnTwice', { columns: names(problem.columns) })
  }
}

/**
 * Step 2: the file's first rows, and which of its columns fills each of the list's (matched by name to begin
 * with). Each phone column needs a decision; why the check cannot start yet is said beside its button.
 */
export function MappingStep(props: MappingStepProps) {
  const { list, file, preview, mapping, defaultCountryCode, failure, onColumn, onBack, onCheck } = props
  const { t, language } = useContactImportTexts()
  const legendId = useId()
  const problemId = useId()
  const problem = mappingProblem(mapping, list)
  const country = countryName(defaultCountryCode, language)
  return (
    <>
      <DialogContent>
        <StepHeading>{t('mapping.heading')}</StepHeading>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('mapping.file', { name: file.name, count: preview.header.length })}
        </Typography>
        <PreviewTable preview={preview} name={file.name} />
        <Box role="group" aria-labelledby={legendId}>
          <Typography id={legendId} variant="body2" sx={{ fontWeight: 600, mb: 1.5 }}>
            {t('mapping.legend', { list: list.name })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {list.columnNames.map(column => (
              <ColumnSelect
                key={column}
                column={column}
                phone={list.phoneColumns.includes(column)}
                header={preview.header}
                value={mapping[column]}
                onChange={value => onColumn(column, value)}
              />
            ))}
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {country ? t('mapping.country', { country }) : t('mapping.noCountry')}
        </Typography>
        {problem && (
          <Alert severity="info" id={problemId} sx={{ mt: 2 }}>
            {problemText(t, language, problem, list)}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t(failure === 'dnc' ? 'mapping.dncFailed' : 'mapping.analysisFailed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onBack}>
          {t('back')}
        </Button>
        <Button
          variant="contained"
          onClick={onCheck}
          disabled={problem !== null}
          aria-describedby={problem ? problemId : undefined}
        >
          {failure ? t('retry') : t('mapping.check')}
        </Button>
      </DialogActions>
    </>
  )
}
