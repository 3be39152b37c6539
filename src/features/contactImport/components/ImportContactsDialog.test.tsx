import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'

import { createTestI18n, mockMatchMedia, renderWithProviders } from '@/testing'

import type { DncList, ImportContact, ImportTargetList } from '../model/importTypes'
import { generateCsv } from '../testing/generateCsv'
import { ImportContactsDialog, type ImportContactsDialogProps } from './ImportContactsDialog'

// The 5,000-row file is parsed and checked on jsdom's main thread (there is no Worker here): a few seconds on a
// busy machine.
configure({ asyncUtilTimeout: 10_000 })

/** The texts' figures are isolated (U+2068…U+2069) for right-to-left pages: matched without them. */
const plain = (text: string) =>
  text
    .replace(/[\u2068\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
/** an accessible name, its figures' isolates aside */
const named = (wanted: string) => (name: string) => plain(name) === wanted
/** the visible text (the live region says it again: checked on its own) */
const visible = { normalizer: plain, ignore: '[data-testid="import-announcer"], script, style' }
const byText = (wanted: string) => screen.getByText(wanted, visible)
const findByText = (wanted: string) => screen.findByText(wanted, visible)

const list: ImportTargetList = {
  id: 'list-1',
  name: 'Renewals',
  columnNames: ['FirstName', 'LastName', 'Phone', 'Email', 'City'],
  phoneColumns: ['Phone']
}
const csvFile = (content: string, name = 'contacts.csv') => new File([content], name, { type: 'text/csv' })

function deferred() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

function renderDialog(overrides: Partial<ImportContactsDialogProps> = {}, { strict = false } = {}) {
  const sent: ImportContact[][] = []
  const sendBatch = jest.fn(async (_listId: string, batch: ImportContact[]) => void sent.push(batch))
  const loadDncNumbers = jest.fn(async (): Promise<DncList[]> => [{ name: 'Opt-outs', numbers: [] }])
  const props: ImportContactsDialogProps = {
    open: true,
    onClose: jest.fn(),
    list,
    defaultCountryCode: 'US',
    sendBatch,
    loadDncNumbers,
    onImported: jest.fn(),
    ...overrides
  }
  const user = userEvent.setup()
  const dialog = <ImportContactsDialog {...props} />
  const view = renderWithProviders(strict ? <StrictMode>{dialog}</StrictMode> : dialog)
  const choose = (file: File) => user.upload(screen.getByTestId('contact-file-input'), file)
  return { ...view, user, props, sent, sendBatch, loadDncNumbers, choose }
}

const announcer = () => plain(screen.getByTestId('import-announcer').textContent ?? '')

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:report')
  URL.revokeObjectURL = jest.fn()
})
beforeEach(() => mockMatchMedia(() => false))

describe('ImportContactsDialog', () => {
  it("imports the issue's file: preview, mapping, summary, batches with progress, a failure, resume, report", async () => {
    const fixture = generateCsv({ rows: 5000, badNumbers: 12, duplicates: 30 })
    const third = deferred()
    const second = deferred()
    const sent: ImportContact[][] = []
    let calls = 0
    const sendBatch = jest.fn(async (_listId: string, batch: ImportContact[]) => {
      calls++
      if (calls === 2) await second.promise
      if (calls === 3) {
        await third.promise
        throw Object.assign(new Error('Service unavailable'), {
          isAxiosError: true,
          response: { status: 503, headers: {} }
        })
      }
      sent.push(batch)
    })
    const { user, choose, props } = renderDialog({ sendBatch })

    expect(screen.getByRole('dialog', { name: 'Import contacts into Renewals' })).toBeInTheDocument()
    await choose(csvFile(fixture.csv))

    // the preview and the mapping
    const preview = await screen.findByRole('region', { name: /first rows of the file/i })
    expect(within(preview).getByRole('columnheader', { name: 'Phone' })).toBeInTheDocument()
    expect(within(preview).getAllByRole('row')).toHaveLength(21)
    expect(byText('contacts.csv · 8 columns')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Phone' })).toHaveValue('4')
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('5')
    expect(
      byText('Numbers without their country code (+…) are read as numbers of United States.')
    ).toBeInTheDocument()
    expect(announcer()).toBe('contacts.csv read. Match its columns to the list’s.')
    expect(screen.getByRole('heading', { name: 'Match the columns' })).toHaveFocus()

    // the summary, before anything is sent
    await user.click(screen.getByRole('button', { name: 'Check the contacts' }))
    const summary = await screen.findByRole('list', { name: 'What the file gives' })
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map(item => plain(item.textContent ?? ''))
    ).toEqual([
      '4,958 contacts ready',
      '12 invalid numbers',
      '30 duplicates in the file',
      '0 on do-not-call lists'
    ])
    expect(announcer()).toBe(
      '4,958 contacts ready, 12 invalid numbers, 30 duplicates in the file, 0 on do-not-call lists'
    )
    expect(sendBatch).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Show the rows left out' }))
    const rejected = screen.getByRole('table', { name: 'Rows that will not be imported' })
    expect(within(rejected).getAllByRole('row')).toHaveLength(43)
    expect(
      within(rejected).getByRole('row', { name: new RegExp(`^${fixture.badRows[0]} Invalid number Phone`) })
    ).toBeInTheDocument()
    const duplicate = fixture.duplicateRows[0]!
    expect(
      within(rejected).getByRole('row', {
        name: new RegExp(`^${duplicate.row} Duplicate .* Same number as row ${duplicate.of}$`)
      })
    ).toBeInTheDocument()

    // sending: a determinate bar and "1,000 of 4,958"
    await user.click(screen.getByRole('button', { name: named('Import 4,958 contacts') }))
    const bar = await screen.findByRole('progressbar', { name: 'Contacts imported' })
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '20'))
    expect(plain(screen.getByTestId('import-progress-text').textContent!)).toBe('1,000 of 4,958')
    expect(plain(bar.getAttribute('aria-valuetext')!)).toBe('1,000 of 4,958')
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled()
    second.resolve()
    await waitFor(() =>
      expect(plain(screen.getByTestId('import-progress-text').textContent!)).toBe('2,000 of 4,958')
    )
    expect(announcer()).toBe('Importing: 25%.')

    // Genesys Cloud stops answering on the 3rd batch
    third.resolve()
    expect(
      await findByText('Imported 2,000 of 4,958 before Genesys Cloud stopped answering.')
    ).toBeInTheDocument()
    expect(
      byText('Resume sends the other 2,958. A contact sent twice is updated, never duplicated.')
    ).toBeInTheDocument()
    expect(props.onImported).toHaveBeenLastCalledWith({ imported: 2000, total: 4958 })

    // resumed: the 3 batches left, with the ids they had
    calls = 10
    await user.click(screen.getByRole('button', { name: 'Resume' }))
    expect(await findByText('4,958 contacts imported into Renewals.')).toBeInTheDocument()
    expect(sent.map(batch => batch.length)).toEqual([1000, 1000, 1000, 1000, 958])
    expect(new Set(sent.flat().map(contact => contact.id)).size).toBe(4958)
    expect(sendBatch.mock.calls.every(([listId]) => listId === 'list-1')).toBe(true)
    expect(sent[0]![0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      rowNumber: 2,
      data: expect.objectContaining({ Phone: '+12012200000', City: expect.any(String) })
    })
    expect(announcer()).toBe('4,958 contacts imported into Renewals.')
    expect(byText('42 rows of the file were not imported:')).toBeInTheDocument()

    // the report, as CSV
    await user.click(screen.getByRole('button', { name: 'Download the report (CSV)' }))
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled())
    const blob = (URL.createObjectURL as jest.Mock).mock.calls.at(-1)[0] as Blob
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // for Excel
    const lines = (await blob.text()).trim().split('\r\n')
    expect(lines[0]).toBe('Row,Reason,Column,Value,Detail')
    expect(lines).toHaveLength(43)
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${fixture.badRows[0]},Invalid number,Phone,`))
    )
    expect(lines[1]).toBe(`${duplicate.row},Duplicate,Phone,+34600000124,Same number as row ${duplicate.of}`)
  })

  it('cancels after the batch in flight, says so, and resumes from there (under StrictMode)', async () => {
    const { csv } = generateCsv({ rows: 2500 })
    const inFlight = deferred()
    let calls = 0
    const sendBatch = jest.fn(async () => {
      if (++calls === 1) await inFlight.promise
    })
    const { user, choose } = renderDialog({ sendBatch }, { strict: true })
    await choose(csvFile(csv))
    await user.click(await screen.findByRole('button', { name: 'Check the contacts' }))
    await user.click(await screen.findByRole('button', { name: named('Import 2,500 contacts') }))
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(byText('Stopping once the contacts being sent are answered…')).toBeInTheDocument()
    expect(announcer()).toBe('Stopping once the contacts being sent are answered…')
    inFlight.resolve()
    expect(await findByText('Stopped: 1,000 of 2,500 contacts imported.')).toBeInTheDocument()
    expect(sendBatch).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Resume' }))
    expect(await findByText('2,500 contacts imported into Renewals.')).toBeInTheDocument()
    expect(sendBatch).toHaveBeenCalledTimes(3)
  })

  it.each([
    ['an empty file', csvFile(''), 'contacts.csv is empty: there is nothing to import.'],
    [
      'a file without a header',
      csvFile('Ada,(201) 555-0123\nGrace,(201) 555-0124\n'),
      'The first row of contacts.csv holds contacts, not the columns’ names. Add a first row that names each column.'
    ],
    [
      'a header alone',
      csvFile('Name,Phone\r\n'),
      'contacts.csv names its columns but has no contacts after them.'
    ]
  ])('says what is wrong with %s', async (_what, file, message) => {
    const { choose } = renderDialog()
    await choose(file)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })

  it('refuses a dropped workbook and a file over the limit', async () => {
    renderDialog()
    const zone = screen.getByTestId('contact-file-drop')
    const workbook = new File(['PK'], 'contacts.xlsx', { type: 'application/vnd.ms-excel' })
    fireEvent.drop(zone, { dataTransfer: { files: [workbook] } })
    expect(await screen.findByRole('alert')).toHaveTextContent(/^contacts\.xlsx is not a CSV file\./)
    const huge = csvFile('Name,Phone\n')
    Object.defineProperty(huge, 'size', { value: 51 * 1024 * 1024 })
    fireEvent.drop(zone, { dataTransfer: { files: [huge] } })
    await waitFor(() =>
      expect(plain(screen.getByRole('alert').textContent!)).toBe(
        'contacts.csv is larger than 50 MB. Split it into smaller files and import them one after the other.'
      )
    )
  })

  it('asks for a decision on each phone column before checking, and says why', async () => {
    const twoPhones = { ...list, columnNames: ['Name', 'Mobile', 'Home'], phoneColumns: ['Mobile', 'Home'] }
    const { user, choose } = renderDialog({ list: twoPhones })
    await choose(csvFile('Name,Mobile\nAda,(201) 555-0123\n'))
    const check = await screen.findByRole('button', { name: 'Check the contacts' })
    expect(check).toBeDisabled()
    expect(check).toHaveAccessibleDescription(
      'Choose the file’s column for Home, or “No such number in the file”.'
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Home' }), 'No such number in the file')
    expect(check).toBeEnabled()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mobile' }), 'No such number in the file')
    expect(check).toHaveAccessibleDescription(/at least one phone number/)
  })

  it('checks numbers against the do-not-call lists, and cannot check without them', async () => {
    // asked when the file is chosen, again on Check after a failure: both fail, then Try again works
    const loadDncNumbers = jest
      .fn<Promise<DncList[]>, [AbortSignal]>()
      .mockRejectedValueOnce(new Error('502'))
      .mockRejectedValueOnce(new Error('502'))
      .mockResolvedValue([{ name: 'Opt-outs', numbers: ['+12015550123'] }])
    const { user, choose } = renderDialog({ loadDncNumbers })
    await choose(csvFile('Name,Phone\nAda,(201) 555-0123\nGrace,(201) 555-0124\n'))
    await user.click(await screen.findByRole('button', { name: 'Check the contacts' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/do-not-call lists could not be loaded/)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    const summary = await screen.findByRole('list', { name: 'What the file gives' })
    expect(plain(summary.textContent!)).toContain('1 on do-not-call lists')
    await user.click(screen.getByRole('button', { name: 'Show the rows left out' }))
    expect(
      screen.getByRole('row', { name: '2 On a do-not-call list Phone (201) 555-0123 Opt-outs' })
    ).toBeInTheDocument()
  })

  it('fills the screen on a phone', async () => {
    mockMatchMedia(query => query.includes('max-width'))
    renderDialog()
    expect(document.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull()
  })

  it('speaks French, its numbers written the French way', async () => {
    const i18n = createTestI18n()
    await i18n.changeLanguage('fr')
    const user = userEvent.setup()
    renderWithProviders(
      <ImportContactsDialog
        open
        onClose={() => {}}
        list={list}
        defaultCountryCode="FR"
        sendBatch={async () => {}}
        loadDncNumbers={async () => []}
      />,
      { i18n }
    )
    expect(
      await screen.findByRole('dialog', { name: 'Importer des contacts dans Renewals' })
    ).toBeInTheDocument()
    const { csv } = generateCsv({ rows: 1200, defaultCountry: 'FR' })
    await user.upload(screen.getByTestId('contact-file-input'), csvFile(csv))
    await user.click(await screen.findByRole('button', { name: 'Vérifier les contacts' }))
    const summary = await screen.findByRole('list')
    // a narrow no-break space between thousands, the figure isolated for right-to-left pages
    expect(within(summary).getAllByRole('listitem')[0]).toHaveTextContent(
      '\u20681\u202f200\u2069 contacts prêts',
      {
        normalizeWhitespace: false
      }
    )
  })

  it('speaks Arabic, with its dual', async () => {
    const i18n = createTestI18n()
    await i18n.changeLanguage('ar')
    const user = userEvent.setup()
    renderWithProviders(
      <ImportContactsDialog
        open
        onClose={() => {}}
        list={list}
        defaultCountryCode="US"
        sendBatch={async () => {}}
        loadDncNumbers={async () => []}
      />,
      { i18n }
    )
    expect(await screen.findByRole('dialog', { name: 'استيراد جهات اتصال إلى Renewals' })).toBeInTheDocument()
    await user.upload(
      screen.getByTestId('contact-file-input'),
      csvFile('Phone\n(201) 555-0123\n(201) 555-0124\n')
    )
    await user.click(await screen.findByRole('button', { name: 'تحقق من جهات الاتصال' }))
    const summary = await screen.findByRole('list')
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map(item => plain(item.textContent!))
    ).toEqual(['جهتا اتصال جاهزتان', '0 رقم غير صالح', '0 تكرار في الملف', '0 رقم على قوائم عدم الاتصال'])
    expect(screen.getByRole('button', { name: 'استيراد جهتي اتصال' })).toBeEnabled()
  })
})
