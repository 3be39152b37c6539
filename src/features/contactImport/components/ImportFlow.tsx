import Box from '@mui/material/Box'
import { visuallyHidden } from '@mui/utils'
import type { TFunction } from 'i18next'

import type { ContactImportOptions, ImportState } from '../hooks/importState'
import { useContactImport } from '../hooks/useContactImport'
import { useContactImportTexts } from '../i18n/contactImportTexts'
import type { ImportTargetList } from '../model/importTypes'
import { CheckingStep } from './CheckingStep'
import { FileStep } from './FileStep'
import { MappingStep } from './MappingStep'
import { outcomeText, ReportStep } from './ReportStep'
import { SendingStep } from './SendingStep'
import { SummaryStep } from './SummaryStep'
import { summaryParts } from './summaryParts'

/**
 * What the polite live region says for a state: each step as it comes, the summary and the report in full, and
 * while sending, each quarter done (a sentence per batch would be 100 of them for 100,000 contacts).
 */
function announcement(t: TFunction, state: ImportState, list: ImportTargetList): string {
  switch (state.step) {
    case 'file':
      return '' // a problem is an alert of its own
    case 'reading':
      return t('announce.reading')
    case 'mapping':
      return t('announce.mapping', { name: state.file.name })
    case 'checking':
      return t('announce.checking')
    case 'summary':
      return summaryParts(t, state.analysis.counts).join(', ')
    case 'sending': {
      if (state.cancelling) return t('sending.cancelling')
      const { sent, total } = state.progress
      return t('announce.sending', { fraction: total ? Math.floor((sent / total) * 4) / 4 : 1 })
    }
    case 'report':
      return outcomeText(t, state.outcome, list)
  }
}

/** The import's steps inside the dialog, one at a time, and the live region that tells each one. */
export function ImportFlow(props: ContactImportOptions & { onClose: () => void }) {
  const { list, defaultCountryCode, onClose } = props
  const { t } = useContactImportTexts()
  const { state, chooseFiles, setColumn, check, send, stop, back } = useContactImport(props)
  return (
    <>
      {(state.step === 'file' || state.step === 'reading') && (
        <FileStep
          problem={state.step === 'file' ? state.problem : undefined}
          reading={state.step === 'reading' ? state.file.name : undefined}
          focusHeading={state.step === 'file' && state.returned === true}
          onFiles={files => void chooseFiles(files)}
        />
      )}
      {state.step === 'mapping' && (
        <MappingStep
          list={list}
          file={state.file}
          preview={state.preview}
          mapping={state.mapping}
          defaultCountryCode={defaultCountryCode}
          failure={state.failure}
          onColumn={setColumn}
          onBack={back}
          onCheck={() => void check()}
        />
      )}
      {state.step === 'checking' && (
        <CheckingStep name={state.file.name} fraction={state.fraction} onStop={stop} />
      )}
      {state.step === 'summary' && (
        <SummaryStep list={list} analysis={state.analysis} onBack={back} onSend={() => void send()} />
      )}
      {state.step === 'sending' && (
        <SendingStep progress={state.progress} cancelling={state.cancelling} onCancel={stop} />
      )}
      {state.step === 'report' && (
        <ReportStep
          list={list}
          analysis={state.analysis}
          outcome={state.outcome}
          onResume={() => void send()}
          onClose={onClose}
        />
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="import-announcer">
        {announcement(t, state, list)}
      </Box>
    </>
  )
}
