import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import { sessionTransport } from '@/features/sessionApi'
import { createDataStore } from '@/shared/data'
import type { DncListDetail, DncListRow, DncNumbersChange } from '@/shared/dncLists/dncListTypes'
import { mockMatchMedia, renderWithProviders, setupTestServer } from '@/testing'

import { dncListsTexts } from '../i18n/dncListsTexts'
import { NumbersDrawer } from './NumbersDrawer'

configure({ asyncUtilTimeout: 5_000 })

/** The texts' figures are isolated (U+2068…U+2069) for right-to-left pages: matched without them. */
const plain = (text: string) =>
  text
    .replace(/[\u2068\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

const list: DncListRow = {
  id: 'dnc-1',
  name: 'Customer opt-outs',
  divisionId: 'd-1',
  divisionName: 'Home',
  size: 7,
  dncSourceType: 'rds',
  contactMethod: 'Phone',
  takesNumbers: true,
  campaigns: [],
  importStatus: null,
  dateModified: '2026-03-01T08:00:00.000Z',
  version: 1
}
const allowed = { allowed: true } as const
const detail: DncListDetail = {
  dncList: list,
  capabilities: { addNumbers: allowed, removeNumbers: allowed, export: allowed },
  defaultCountry: 'GB'
}

const posts: DncNumbersChange[] = []
let answer: (change: DncNumbersChange) => Response = change =>
  HttpResponse.json({ action: change.action, changed: change.numbers.length })

setupTestServer(
  http.get('/api/dnc-lists/dnc-1', () => HttpResponse.json(detail)),
  http.post('/api/dnc-lists/dnc-1/numbers', async ({ request }) => {
    const { data } = (await request.json()) as { data: DncNumbersChange }
    posts.push(data)
    return answer(data)
  })
)

beforeEach(() => {
  posts.length = 0
  answer = change => HttpResponse.json({ action: change.action, changed: change.numbers.length })
  localStorage.setItem('accessToken', 'the-token')
  mockMatchMedia(() => false)
})

async function renderDrawer(mode: 'add' | 'remove' = 'add') {
  const user = userEvent.setup()
  const onClose = jest.fn()
  const onChanged = jest.fn()
  const onSent = jest.fn()
  renderWithProviders(
    <dncListsTexts.Provider>
      <NumbersDrawer open list={list} mode={mode} onClose={onClose} onChanged={onChanged} onSent={onSent} />
    </dncListsTexts.Provider>,
    // (the page's store of the data layer: the drawer reads the list's country through it)
    { store: createDataStore(sessionTransport) }
  )
  const dialog = await screen.findByRole('dialog', {
    name: mode === 'add' ? 'Add numbers to Customer opt-outs' : 'Remove numbers from Customer opt-outs'
  })
  const box = await within(dialog).findByRole('textbox', { name: 'Phone numbers' })
  const summary = () => plain(within(dialog).getByTestId('dnc-numbers-summary').textContent ?? '')
  const submit = () => within(dialog).getByRole('button', { name: /^(Add|Remove) \S+ numbers?$/ })
  const sentText = () => plain(String(onSent.mock.calls.at(-1)?.[0] ?? ''))
  return { user, dialog, box, summary, submit, onClose, onChanged, onSent, sentText }
}

describe('the add-numbers drawer', () => {
  it('reads typed numbers in the organisation’s country, shows what is valid, invalid and repeated, then adds them', async () => {
    const { user, dialog, box, summary, submit, onChanged, sentText } = await renderDrawer()
    expect(within(dialog).getByText(/are read as numbers of United Kingdom/)).toBeInTheDocument()
    expect(box).toHaveFocus()

    await user.type(box, '020 7946 0018{enter}+1 202-555-0123, abc{enter}02079460018{enter}12')
    await waitFor(() =>
      expect(summary()).toBe(
        'Before sending2 valid numbers2 invalid entries (left out)1 repeated number (sent once)'
      )
    )
    const invalid = within(dialog).getByTestId('dnc-invalid')
    expect(
      within(invalid)
        .getAllByRole('listitem')
        .map(item => plain(item.textContent ?? ''))
    ).toEqual(['Line 2: “abc”: not a phone number', 'Line 4: “12”: too short'])
    expect(plain(within(dialog).getByTestId('dnc-duplicates').textContent ?? '')).toBe(
      'Line 3: +442079460018, already there (Line 1)'
    )
    expect(plain(submit().textContent ?? '')).toBe('Add 2 numbers')

    await user.click(submit())
    await waitFor(() =>
      expect(posts).toEqual([{ action: 'add', numbers: ['+442079460018', '+12025550123'] }])
    )
    // done: the drawer's work is over, and what was done is handed to the page to say
    await waitFor(() => expect(sentText()).toBe('2 numbers were added to Customer opt-outs.'))
    expect(onChanged).toHaveBeenCalledTimes(1)
    expect(within(dialog).queryByTestId('dnc-numbers-result')).toBeNull()
    // the box is cleared: sending again sends nothing twice
    expect(box).toHaveValue('')
  })

  it('never offers "Add 0 numbers": with nothing to send, the action says what it is for (issue 33, finding 8)', async () => {
    const { user, dialog, box } = await renderDrawer()
    const action = within(dialog).getByRole('button', { name: 'Add numbers' })
    expect(within(dialog).queryByRole('button', { name: /0 numbers/ })).toBeNull()
    await user.click(action)
    expect(await within(dialog).findByText('There is no valid number to send.')).toBeInTheDocument()
    expect(posts).toEqual([])
    await user.type(box, '+442079460018')
    expect(await within(dialog).findByRole('button', { name: /^Add \S+ number$/ })).toBeInTheDocument()
  })

  it('sends a paste of 2,500 numbers in batches of 1,000', async () => {
    const { user, box, summary, submit, sentText } = await renderDrawer()
    const numbers = Array.from({ length: 2_500 }, (_, i) => `+1202555${String(i).padStart(4, '0')}`)
    await user.click(box)
    await user.paste(numbers.join('\n'))
    await waitFor(() => expect(summary()).toContain('2,500 valid numbers'))
    await user.click(submit())
    await waitFor(() => expect(sentText()).toBe('2,500 numbers were added to Customer opt-outs.'))
    expect(posts.map(post => post.numbers.length)).toEqual([1_000, 1_000, 500])
    expect(posts.flatMap(post => post.numbers)).toEqual(numbers)
  })

  it('takes an expiry in the future only, and sends it', async () => {
    const { user, dialog, box, submit } = await renderDrawer()
    await user.type(box, '+442079460018')
    const expiry = within(dialog).getByLabelText('Blocked until (optional)')
    await user.type(expiry, '2001-01-01T10:00')
    expect(expiry).toHaveAccessibleDescription('Choose a time in the future.')
    await user.click(submit())
    expect(posts).toEqual([])

    await user.clear(expiry)
    await user.type(expiry, '2099-06-30T18:30')
    await user.click(submit())
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toEqual({
      action: 'add',
      numbers: ['+442079460018'],
      expiresAt: new Date('2099-06-30T18:30').toISOString()
    })
  })

  it('reads the numbers of a file the same way, and refuses one too large', async () => {
    const { user, dialog, summary } = await renderDrawer()
    const input = within(dialog).getByTestId('dnc-file-input')
    await user.upload(
      input,
      new File(['PhoneNumber\n+442079460018\n0161 496 0000\nnope\n'], 'opt-outs.csv', { type: 'text/csv' })
    )
    await waitFor(() =>
      expect(plain(within(dialog).getByText(/opt-outs\.csv:/).textContent ?? '')).toBe(
        'opt-outs.csv: 3 numbers read.'
      )
    )
    expect(summary()).toContain('2 valid numbers')
    expect(plain(within(dialog).getByTestId('dnc-invalid').textContent ?? '')).toBe(
      'File line 4: “nope”: not a phone number'
    )

    // a file larger than the cap is refused before it is read, saying what to do
    const huge = new File(['+442079460018'], 'registry.csv', { type: 'text/csv' })
    Object.defineProperty(huge, 'size', { value: 6 * 1024 * 1024 })
    await user.upload(input, huge)
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'registry.csv is larger than 5 MB: split it into smaller files.'
    )
  })

  it('says why the platform refused, and how many were sent before', async () => {
    answer = () =>
      HttpResponse.json(
        {
          code: 'platform.missing_permission',
          message: 'no',
          permission: 'outbound:dnc:edit'
        },
        { status: 403 }
      )
    const { user, dialog, box, submit, onChanged } = await renderDrawer()
    await user.type(box, '+442079460018')
    await user.click(submit())
    const result = await within(dialog).findByTestId('dnc-numbers-result')
    expect(plain(result.textContent ?? '')).toBe(
      'Stopped after 0 of 1 numbers were added. You need the Genesys Cloud permission “Change the numbers on do-not-call lists” (outbound:dnc:edit).'
    )
    expect(result).toHaveAttribute('role', 'alert')
    expect(onChanged).not.toHaveBeenCalled()
  })

  it('removes numbers, without an expiry, after a confirmation that says how many (issue 33, finding 8)', async () => {
    const { user, dialog, box, submit, sentText } = await renderDrawer('remove')
    expect(within(dialog).queryByLabelText('Blocked until (optional)')).toBeNull()
    await user.type(box, '+442079460018 +442079460019')
    await user.click(submit())
    // asked first, as removing one contact is: nothing is sent until the person says yes
    let ask = await screen.findByTestId('dnc-remove-dialog')
    expect(plain(within(ask).getByRole('heading').textContent ?? '')).toBe(
      'Remove 2 numbers from Customer opt-outs?'
    )
    expect(plain(within(ask).getByText(/may call these/).textContent ?? '')).toBe(
      'Campaigns that honour the list may call these 2 numbers again as soon as they are removed.'
    )
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByTestId('dnc-remove-dialog')).toBeNull())
    expect(posts).toEqual([])
    expect(box).toHaveValue('+442079460018 +442079460019')

    await user.click(submit())
    ask = await screen.findByTestId('dnc-remove-dialog')
    await user.click(within(ask).getByTestId('dnc-remove-button'))
    await waitFor(() =>
      expect(posts).toEqual([{ action: 'remove', numbers: ['+442079460018', '+442079460019'] }])
    )
    await waitFor(() =>
      expect(sentText()).toBe(
        '2 numbers were removed from Customer opt-outs (numbers that were not on it are left as they were).'
      )
    )
  })
})
